import { MATCH_TOAST_MS } from '@lien/contract/rules';
import { liveMatchMessages as t } from '@lien/contract/texts';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useHeldTimeout } from '../../ui/useHeldTimeout';
import styles from './MatchToast.module.css';
import { conversationPath } from './paths';
import type { LiveMatch } from './useLiveMatches';

export interface MatchToastProps {
  match: LiveMatch | null;
  /** The member followed the link to the conversation. */
  onOpen: () => void;
  /** The member closed the notice (its button or Escape). */
  onDismiss: () => void;
  /** The notice's time ran out, the member's pointer and focus elsewhere (the match stays unseen). */
  onTimeout: () => void;
  /** At the top of the screen rather than above the bottom bar: where the bottom holds what she types. */
  atTop?: boolean;
}

/**
 * The match notice on every screen but the deck: who liked the member back, a link to the
 * conversation and a close button. The live region stays in the page and only its content changes,
 * so screen readers announce it; it never takes the focus away from what the member is doing. It
 * leaves by itself after MATCH_TOAST_MS, a time that stops while the pointer or the focus is on it
 * (WCAG 2.2.1), so that it never keeps covering the screen; the badge keeps the match.
 */
export function MatchToast({ match, onOpen, onDismiss, onTimeout, atTop = false }: MatchToastProps) {
  return (
    <div role="status" className={atTop ? `${styles.region} ${styles.top}` : styles.region}>
      {match && (
        <Toast
          key={match.conversationID}
          match={match}
          onOpen={onOpen}
          onDismiss={onDismiss}
          onTimeout={onTimeout}
        />
      )}
    </div>
  );
}

function Toast({
  match,
  onOpen,
  onDismiss,
  onTimeout,
}: Omit<MatchToastProps, 'atTop'> & { match: LiveMatch }) {
  const hold = useHeldTimeout(MATCH_TOAST_MS, onTimeout);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  const photo = match.profile.images[0];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the notice from its link or button.
    <div className={styles.toast} onKeyDown={onKeyDown} {...hold}>
      {photo ? (
        <img src={photo.url} alt="" className={styles.photo} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <p className={styles.text}>{t.toast(match.profile.firstName)}</p>
      <Link to={conversationPath(match.conversationID)} className={styles.open} onClick={onOpen}>
        {t.openConversation(match.profile.firstName)}
      </Link>
      <button type="button" className={styles.close} aria-label={t.dismiss} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
