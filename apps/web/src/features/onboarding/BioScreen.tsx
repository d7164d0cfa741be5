import { BIO_MAX_LENGTH, stripHtml } from '@lien/contract/rules';
import { profileMessages } from '@lien/contract/texts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { finishOnboardingSteps } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { StepHeader } from '../../ui/StepHeader';
import { TextAreaField } from '../../ui/TextAreaField';
import { useUpdateProfileMutation } from '../my-profile/queries';
import styles from './Bio.module.css';

/** Where the onboarding ends, with or without a bio. */
const NEXT = '/profile';

/**
 * PRODUCT §2.4 bio step: a short optional text (500 characters, live counter), saved under the field
 * name userBio once cleaned of HTML (PRODUCT §5), or skipped for now.
 */
export function BioScreen() {
  const navigate = useNavigate();
  // The last step: from here on the steps are behind the member, and not left in the history for a
  // back swipe to bring up again.
  const finish = () => {
    finishOnboardingSteps();
    navigate(NEXT, { replace: true });
  };
  const [bio, setBio] = useState('');
  const saving = useUpdateProfileMutation();
  const pending = saving.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bio.trim() || pending) return;
    saving.mutate({ field: 'userBio', value: stripHtml(bio) }, { onSuccess: finish });
  };
  // PRODUCT §8 gives this one text for any failure of the bio save.
  const failure = saving.isError ? profileMessages.bioSaveFailed : null;

  return (
    <main className={styles.screen}>
      <StepHeader title="Votre bio" onBack={() => navigate('/personality')} />
      <p className={styles.lead}>
        Quelques mots pour vous présenter : ce que vous aimez, ce qui vous fait rire, ce que vous cherchez.
        Vous pourrez la modifier à tout moment depuis votre profil.
      </p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextAreaField
          label="Présentez-vous"
          value={bio}
          maxLength={BIO_MAX_LENGTH}
          rows={8}
          placeholder="Fan de randonnée, de cinéma en plein air et de bons petits plats…"
          onChange={(event) => {
            if (saving.isError) saving.reset();
            setBio(event.target.value);
          }}
        />
        <FormError>{failure}</FormError>
        <div className={styles.actions}>
          <Button type="submit" block disabled={pending || !bio.trim()}>
            {pending ? 'Enregistrement...' : 'Continuer'}
          </Button>
          <Button variant="ghost" block disabled={pending} onClick={finish}>
            Passer pour le moment
          </Button>
        </div>
      </form>
    </main>
  );
}
