import { useSearchParams } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { parseConversationID, threadPath } from '../chat/participant';
import { useMemberProfile } from '../profile-view/queries';
import { Agenda } from './Agenda';
import { PENDING_MATCHES_RETURN, type ReturnLink } from './paths';
import { Scheduler } from './Scheduler';
import styles from './VideoCall.module.css';

/** The ?userId= of the address, when it is a member id. */
function partnerIdOf(value: string | null): number | null {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : null;
  return id && id > 0 ? id : null;
}

/**
 * PRODUCT §2.6 video calls, stored on the server. Without ?userId= it is the agenda the bottom bar opens:
 * the member's upcoming calls with their room links, and the way to plan one (the pending matches).
 * With ?userId= of a match, the scheduling view first (next 7 days, six times, confirm), then the agenda.
 */
export function VideoCallScreen() {
  const [params] = useSearchParams();
  const partnerId = partnerIdOf(params.get('userId'));
  // Planned from a conversation (its camera button): the way back is to that conversation.
  const conversationID = parseConversationID(params.get('conversationID'));
  const back: ReturnLink = conversationID
    ? { to: threadPath(conversationID), label: 'Retour à la conversation' }
    : PENDING_MATCHES_RETURN;
  // The partner's first name for the texts; the call is planned just the same without it.
  const partnerName = useMemberProfile(partnerId).data?.firstName ?? null;

  const upcoming = (
    <section className={styles.section} aria-labelledby="video-call-agenda">
      <h2 id="video-call-agenda" className={styles.heading}>
        Vos rendez-vous
      </h2>
      <Agenda />
    </section>
  );

  if (!partnerId) {
    return (
      <Screen title="Agenda">
        {upcoming}
        <section className={styles.section} aria-labelledby="video-call-plan">
          <h2 id="video-call-plan" className={styles.heading}>
            Planifier un appel
          </h2>
          <p className={styles.muted}>
            Choisissez la personne à appeler parmi vos matchs en attente, ou depuis votre conversation avec
            elle.
          </p>
          <LinkButton to="/pendingMatches" variant="secondary">
            Voir mes matchs en attente
          </LinkButton>
        </section>
      </Screen>
    );
  }

  return (
    <Screen title="Appel vidéo" backTo={back.to}>
      <section className={styles.section} aria-labelledby="video-call-plan">
        <h2 id="video-call-plan" className={styles.heading}>
          {partnerName ? `Planifier un appel avec ${partnerName}` : 'Planifier un appel'}
        </h2>
        <Scheduler key={partnerId} partnerId={partnerId} partnerName={partnerName} back={back} />
      </section>
      {upcoming}
    </Screen>
  );
}
