import type { SwipeProfile } from '@lien/contract';
import { discoveryMessages, liveMatchMessages } from '@lien/contract/texts';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import { HeartIcon } from '../../ui/icons';
import { ModalFrame } from '../../ui/ModalFrame';
import styles from './MatchOverlay.module.css';
import { OpenerList } from './why/OpenerList';

export interface MatchOverlayProps {
  /** The person matched; null while there is no match to show. */
  match: SwipeProfile | null;
  /**
   * True when the match is not the card the member just liked but a like-back heard live (issue 24):
   * the overlay then says who, since the card behind is someone else.
   */
  live?: boolean;
  /** 'Continuer' or Escape. */
  onClose: () => void;
  /** 'Envoyer un message': the screen goes to the chat. */
  onChat: () => void;
  /**
   * First words (issue #27), when given: the screen goes to the conversation with this opener in the
   * message box, to edit; nothing is sent.
   */
  onOpener?: (opener: string) => void;
  /** 'Planifier un appel', when given: the screen goes to the call planning with this person. */
  onPlanCall?: () => void;
}

/**
 * PRODUCT §4 match overlay: 'Vous venez de matcher !' / 'Vous pouvez maintenant discuter.', with the
 * person's photo and first name and a way to the chat. A modal dialog (issue 24): opaque, announced
 * by its name, it takes the focus and keeps it until the member closes it ('Continuer', Escape), and
 * gives it back to what had it; it does not leave on its own after 2.5 s, which would take the
 * focus away from under a keyboard or screen-reader user. One at a time: the screens queue theirs.
 */
export function MatchOverlay({ match, ...rest }: MatchOverlayProps) {
  return match && <MatchDialog key={match.id} match={match} {...rest} />;
}

function MatchDialog({
  match,
  live = false,
  onClose,
  onChat,
  onPlanCall,
  onOpener,
}: MatchOverlayProps & { match: SwipeProfile }) {
  const titleId = useId();
  const textId = useId();
  const photo = match.images[0];
  const name = match.firstName;

  return (
    <ModalFrame
      backdropClassName={styles.backdrop}
      dialogClassName={styles.panel}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
    >
      <div className={styles.picture}>
        {photo ? <img src={photo.url} alt={name} className={styles.photo} /> : <HeartIcon size={56} />}
        <span className={styles.heart} aria-hidden="true">
          <HeartIcon size={28} />
        </span>
      </div>
      <h2 id={titleId} className={styles.title}>
        {live ? discoveryMessages.liveMatchTitle(name) : discoveryMessages.matchTitle}
      </h2>
      <div id={textId} className={styles.text}>
        <p className={styles.who}>
          {live ? discoveryMessages.liveMatchWho(name) : discoveryMessages.matchWho(name, match.age)}
        </p>
        <p className={styles.subtitle}>{discoveryMessages.matchSubtitle}</p>
      </div>
      {onOpener && (
        <div className={styles.openers}>
          <OpenerList openers={match.whyYouTwo.openers} onPick={onOpener} />
        </div>
      )}
      <div className={styles.actions}>
        <Button block onClick={onChat}>
          {liveMatchMessages.sendMessage} à {name}
        </Button>
        {onPlanCall && (
          <Button block variant="ghost" className={styles.secondary} onClick={onPlanCall}>
            {liveMatchMessages.planCall} avec {name}
          </Button>
        )}
        <Button block variant="ghost" className={styles.secondary} onClick={onClose}>
          Continuer
        </Button>
      </div>
    </ModalFrame>
  );
}
