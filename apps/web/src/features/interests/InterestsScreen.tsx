import { useNavigate } from 'react-router';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { setFlag } from '../../session/storage';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { CheckIcon, HeaderIconButton, StepHeader } from '../../ui/StepHeader';
import { InterestCategories } from './InterestCategories';
import styles from './Interests.module.css';
import { interestKeys } from './queries';
import { selectionText } from './selectionText';
import { type InterestsMode, useInterests } from './useInterests';

const TITLE = "Vos centres d'intérêt";

/** PRODUCT §2.4: in edit mode back and done lead to Mon Profil; in sign-up, to the previous and next steps. */
const destinations = {
  signup: { back: '/photoUpload', done: '/personality' },
  edit: { back: '/myProfile', done: '/myProfile' },
} as const;

/** The interests step (PRODUCT §2.4): tappable chips by category, saved by the header check or 'Continuer'. */
function InterestsStep({ mode }: { mode: InterestsMode }) {
  const navigate = useNavigate();
  const { load, retry, selection, toggle, save, saving, saveError } = useInterests(mode);
  const inFlight = useMutationInFlight(interestKeys.update());
  const ready = load.status === 'ready';

  const finish = async () => {
    if (inFlight() || !(await save())) return;
    if (mode === 'signup') setFlag('interestsCompleted', true);
    navigate(destinations[mode].done);
  };

  return (
    <main className={styles.screen}>
      <StepHeader
        title={TITLE}
        onBack={() => navigate(destinations[mode].back)}
        end={
          ready && (
            <HeaderIconButton
              label="Enregistrer mes centres d'intérêt"
              primary
              disabled={saving}
              onClick={finish}
            >
              <CheckIcon />
            </HeaderIconButton>
          )
        }
      />
      {load.status === 'loading' && <Spinner />}
      {load.status === 'failed' && (
        <LoadFailed message={load.message} onRetry={load.canRetry ? retry : undefined}>
          {!load.canRetry && (
            <LinkButton to="/login" variant="secondary">
              Se connecter
            </LinkButton>
          )}
        </LoadFailed>
      )}
      {ready && (
        <>
          <p className={styles.lead}>
            Choisissez ce qui vous ressemble : ils apparaîtront sur votre profil et aideront à trouver des
            personnes qui partagent vos passions.
          </p>
          <InterestCategories catalogue={load.catalogue} selection={selection} onToggle={toggle} />
          <div className={styles.footer}>
            <p className={styles.count}>{selectionText(selection.length)}</p>
            <FormError>{saveError}</FormError>
            {mode === 'signup' && (
              <Button block disabled={saving} onClick={finish}>
                {saving ? 'Enregistrement...' : 'Continuer'}
              </Button>
            )}
          </div>
        </>
      )}
    </main>
  );
}

/** /selectInterests: the onboarding step, between the photos and the questionnaire. */
export function SelectInterestsScreen() {
  return <InterestsStep mode="signup" />;
}

/** /editInterests: the same screen from Mon Profil, starting from the saved interests. */
export function EditInterestsScreen() {
  return <InterestsStep mode="edit" />;
}
