import { chatMessages } from '@lien/contract/texts';
import { Link } from 'react-router';
import { appointmentWhen } from '../video-call/format';
import { videoCallPath } from '../video-call/paths';
import { useNextCallWith } from '../video-call/queries';
import { VideoCallIcon } from './icons';
import styles from './ThreadView.module.css';

/**
 * The thread header's 'Planifier un appel' (a camera): the video-call planning with this person, which
 * leads back to this conversation once booked.
 */
export function PlanCallLink({ partnerId, conversationID }: { partnerId: number; conversationID: number }) {
  return (
    <Link
      to={videoCallPath(partnerId, { conversationID })}
      className={styles.planCall}
      title={chatMessages.planCall}
    >
      <VideoCallIcon />
      {/* Its name on every screen; written beside the camera where the row has room for it. */}
      <span className={styles.planCallText}>{chatMessages.planCall}</span>
    </Link>
  );
}

/**
 * The call booked with this person, under the thread's header: when (in Paris, on 24 hours) and the
 * room's link. Nothing while none is booked, or while the agenda cannot be read.
 */
export function BookedCall({ partnerId, name }: { partnerId: number; name: string }) {
  const call = useNextCallWith(partnerId);
  if (!call) return null;
  const when = appointmentWhen(call.startsAt, call.durationMinutes);
  return (
    <p className={styles.booked}>
      <VideoCallIcon />
      <span className={styles.bookedText}>
        Appel vidéo prévu le{' '}
        <time dateTime={call.startsAt}>
          {when.day} à {when.from}
        </time>
      </span>
      <a
        href={call.roomUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Rejoindre l'appel avec ${name} (nouvel onglet)`}
      >
        Rejoindre
      </a>
    </p>
  );
}
