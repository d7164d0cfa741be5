import { blockMessages, type SwipeProfile } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { ChevronIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { HeaderIconButton } from '../../ui/StepHeader';
import { affinityWithPath } from '../affinity/paths';
import { BlockDialog } from '../blocks/BlockDialog';
import { chatWithPath, draftState } from '../chat/draft';
import { CardErrorBoundary } from '../discovery/CardErrorBoundary';
import { DeckActions } from '../discovery/deck/DeckActions';
import { MatchOverlay } from '../discovery/MatchOverlay';
import { ProfileCard } from '../discovery/ProfileCard';
import { useSwipeMutation } from '../discovery/queries';
import { parseUserId, useViewedProfile } from './useViewedProfile';
import styles from './ViewProfile.module.css';

const LIKES = '/likes';
const CHAT = '/chat';

/**
 * /viewProfile?userId=..&from=received|sent (PRODUCT §2.5): the profile card opened from the likes or a
 * chat, with 'Comparer nos affinités' under its bars (the affinity comparison with that person).
 * Like, pass and report only for a like received; after like or pass the member returns to the
 * likes (PRODUCT §4), unless the like made a match: the overlay shows first, then the chat.
 */
export function ViewProfileScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const received = params.get('from') === 'received';
  const { view, retry } = useViewedProfile(parseUserId(params.get('userId')));
  const [match, setMatch] = useState<SwipeProfile | null>(null);
  const [blocking, setBlocking] = useState(false);
  const swipe = useSwipeMutation();

  const act = (profile: SwipeProfile, like: boolean) => {
    if (swipe.isPending) return;
    swipe.mutate(
      { swipedUserId: profile.id, like },
      {
        onSuccess: (reply) => {
          if (like && reply.match) setMatch(profile);
          else navigate(LIKES);
        },
      },
    );
  };
  const actionError = swipe.isError ? discoveryMessages.viewActionFailed : null;

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <HeaderIconButton className={styles.back} label="Retour aux likes" onClick={() => navigate(LIKES)}>
          <ChevronIcon direction="left" />
        </HeaderIconButton>
        <h1 className={styles.title}>Profil</h1>
      </header>

      {view.status === 'loading' && <Spinner label="Chargement du profil..." />}
      {view.status === 'failed' && (
        <LoadFailed message={view.message} onRetry={view.canRetry ? retry : undefined}>
          {view.message === discoveryMessages.viewUnauthenticated && (
            <LinkButton to="/login" variant="secondary">
              Se connecter
            </LinkButton>
          )}
        </LoadFailed>
      )}
      {view.status === 'ready' && (
        <>
          <div className={styles.card}>
            <CardErrorBoundary>
              <ProfileCard
                profile={view.profile}
                onReported={received ? () => navigate(LIKES) : undefined}
                affinityAction={
                  <LinkButton to={affinityWithPath(view.profile.id)} variant="secondary">
                    Comparer nos affinités
                  </LinkButton>
                }
              />
            </CardErrorBoundary>
            <Button
              variant="link"
              className={styles.block}
              aria-label={`${blockMessages.block} ${view.profile.firstName}`}
              onClick={() => setBlocking(true)}
            >
              {blockMessages.block}
            </Button>
          </div>
          {blocking && (
            <BlockDialog
              userId={view.profile.id}
              firstName={view.profile.firstName}
              onClose={() => setBlocking(false)}
              onBlocked={() => navigate(LIKES)}
            />
          )}
          {received && (
            <div className={styles.footer}>
              <FormError>{actionError}</FormError>
              <DeckActions
                kinds={['pass', 'like']}
                disabled={swipe.isPending || match !== null}
                onSwipe={(kind) => act(view.profile, kind !== 'pass')}
              />
            </div>
          )}
        </>
      )}
      <MatchOverlay
        match={match}
        onClose={() => navigate(CHAT)}
        onChat={() => navigate(CHAT)}
        onOpener={(opener) => match && navigate(chatWithPath(match.id), { state: draftState(opener) })}
      />
    </main>
  );
}
