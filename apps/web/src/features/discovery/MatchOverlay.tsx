import { discoveryMessages, liveMatchMessages, MATCH_OVERLAY_MS, type SwipeProfile } from '@lien/contract';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/Button';
import { HeartIcon } from '../../ui/icons';
import { useHeldTimeout } from '../../ui/useHeldTimeout';
import styles from './MatchOverlay.module.css';

export interface MatchOverlayProps {
  /** The person just matched; null while there is no match to show. */
  match: SwipeProfile | null;
  /** 2.5 s have passed ('timeout'), or the member closed it: 'Continuer' or Escape ('dismissed'). */
  onClose: (reason: 'timeout' | 'dismissed') => void;
  /** 'Envoyer un message': the screen goes to the chat. */
  onChat: () => void;
  /** 'Planifier un appel', when given: the screen goes to the call planning with this person. */
  onPlanCall?: () => void;
}

/**
 * SPEC §4 match overlay: 'Vous venez de matcher!' / 'Vous pouvez maintenant discuter.' for 2.5 s,
 * with a way to the chat. It is announced through a live region that stays in the page (a region
 * inserted with its text is often not read). It does not take the focus: a message that leaves on
 * its own must not pull a keyboard user away. While the pointer or the focus is on it, the time stops
 * (WCAG 2.2.1), so anyone can reach its buttons.
 */
export function MatchOverlay({ match, onClose, onChat, onPlanCall }: MatchOverlayProps) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {match ? `${discoveryMessages.matchTitle} ${discoveryMessages.matchSubtitle}` : ''}
      </p>
      {match && (
        <MatchPanel key={match.id} match={match} onClose={onClose} onChat={onChat} onPlanCall={onPlanCall} />
      )}
    </>
  );
}

function MatchPanel({ match, onClose, onChat, onPlanCall }: MatchOverlayProps & { match: SwipeProfile }) {
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const hold = useHeldTimeout(MATCH_OVERLAY_MS, () => closeRef.current('timeout'));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current('dismissed');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const photo = match.images[0];

  return (
    <div className={styles.backdrop}>
      <section className={styles.panel} aria-labelledby={titleId} {...hold}>
        <div className={styles.picture} aria-hidden="true">
          {photo ? <img src={photo.url} alt="" className={styles.photo} /> : <HeartIcon size={56} />}
          <span className={styles.heart}>
            <HeartIcon size={28} />
          </span>
        </div>
        <h2 id={titleId} className={styles.title}>
          {discoveryMessages.matchTitle}
        </h2>
        <p className={styles.subtitle}>{discoveryMessages.matchSubtitle}</p>
        <div className={styles.actions}>
          <Button block onClick={onChat}>
            {liveMatchMessages.sendMessage} à {match.firstName}
          </Button>
          {onPlanCall && (
            <Button block variant="ghost" className={styles.secondary} onClick={onPlanCall}>
              {liveMatchMessages.planCall} avec {match.firstName}
            </Button>
          )}
          <Button block variant="ghost" className={styles.secondary} onClick={() => onClose('dismissed')}>
            Continuer
          </Button>
        </div>
      </section>
    </div>
  );
}
