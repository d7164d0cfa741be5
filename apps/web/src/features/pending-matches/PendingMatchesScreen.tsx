import { LOCALE, TIME_ZONE } from '@lien/contract/rules';
import { chatMessages } from '@lien/contract/texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { percent } from '../discovery/percent';
import { AGENDA_PATH, videoCallPath } from '../video-call/paths';
import { matchAgeText } from './matchAge';
import styles from './PendingMatches.module.css';
import { type PendingMatch, usePendingMatches } from './queries';

/** Shown when the list cannot be loaded (the product brief names no text for it). */
export const PENDING_LOAD_FAILED = 'Impossible de charger vos matchs en attente.';

const matchDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function PendingMatchItem({ match }: { match: PendingMatch }) {
  const [photoBroken, setPhotoBroken] = useState(false);
  return (
    <li className={styles.item}>
      {match.photoUrl && !photoBroken ? (
        <img className={styles.photo} src={match.photoUrl} alt="" onError={() => setPhotoBroken(true)} />
      ) : (
        <span className={[styles.photo, styles.placeholder].join(' ')} aria-hidden="true">
          {match.firstName.slice(0, 1)}
        </span>
      )}
      <div className={styles.details}>
        <h2 className={styles.name}>
          {match.firstName}, {match.age} ans
        </h2>
        <p className={styles.line}>Compatibilité : {percent(match.compatibility)}</p>
        <p className={styles.line}>
          Match du <time dateTime={match.matchedAt}>{matchDay.format(new Date(match.matchedAt))}</time>
          {' · '}
          {matchAgeText(match.matchedAt)}
        </p>
        <LinkButton
          to={videoCallPath(match.userId)}
          className={styles.plan}
          aria-label={`${chatMessages.planCall} avec ${match.firstName}`}
        >
          {chatMessages.planCall}
        </LinkButton>
      </div>
    </li>
  );
}

/**
 * PRODUCT §2.5 pending matches, made real: the member's matches with no call planned yet, newest first,
 * each with photo, name and age, the real compatibility, the match date and its age, and
 * 'Planifier un appel' leading to the video-call planning.
 */
export function PendingMatchesScreen() {
  const matches = usePendingMatches();
  return (
    <Screen title="Matchs en attente">
      <p className={styles.lead}>
        Planifiez un appel vidéo avec un match pour vous voir avant de vous rencontrer. Vos appels prévus sont
        dans votre <Link to={AGENDA_PATH}>agenda</Link>.
      </p>
      {matches.isPending && <Spinner label="Chargement des matchs..." />}
      {matches.isError && !matches.data && (
        <LoadFailed message={PENDING_LOAD_FAILED} onRetry={() => void matches.refetch()} />
      )}
      {matches.data?.length === 0 && <p className={styles.empty}>{chatMessages.noPendingMatch}</p>}
      {matches.data && matches.data.length > 0 && (
        <ul className={styles.list}>
          {matches.data.map((match) => (
            <PendingMatchItem key={match.userId} match={match} />
          ))}
        </ul>
      )}
    </Screen>
  );
}
