import type { LikeCard } from '@lien/contract';
import { type Ref, useState } from 'react';
import { Link } from 'react-router';
import { CrossIcon, FlagIcon, HeartIcon, PersonIcon, StarIcon } from '../../ui/icons';
import styles from './Likes.module.css';
import type { LikesKind } from './queries';

export interface LikeCardViewProps {
  like: LikeCard;
  kind: LikesKind;
  /** The card's link, for the focus to land on it when a neighbour leaves the grid. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** An answer or report of this card is on its way: its buttons wait. */
  busy?: boolean;
  onPass?: () => void;
  onLike?: () => void;
  onReport?: () => void;
}

/** Where a card leads: the profile view, told which list it came from (its actions depend on it). */
export function viewProfilePath(userId: number, kind: LikesKind): string {
  return `/viewProfile?${new URLSearchParams({ userId: String(userId), from: kind })}`;
}

/**
 * PRODUCT §3 like card: photo (or a placeholder), first name and age, a super like marked in words and
 * not only by colour; received cards add pass, like and report.
 */
export function LikeCardView({ like, kind, linkRef, busy, onPass, onLike, onReport }: LikeCardViewProps) {
  const [photoBroken, setPhotoBroken] = useState(false);
  const name = `${like.firstName}, ${like.age} ans${like.superLike ? ', super like' : ''}`;
  return (
    <li className={styles.card}>
      <Link
        ref={linkRef}
        to={viewProfilePath(like.id, kind)}
        className={styles.open}
        aria-label={`Voir le profil de ${name}`}
      >
        {like.image && !photoBroken ? (
          <img
            className={styles.photo}
            src={like.image}
            alt=""
            loading="lazy"
            onError={() => setPhotoBroken(true)}
          />
        ) : (
          <span className={[styles.photo, styles.placeholder].join(' ')}>
            <PersonIcon />
          </span>
        )}
        {like.superLike && (
          <span className={styles.superLike}>
            <StarIcon size={14} /> Super like
          </span>
        )}
        <span className={styles.identity}>
          {like.firstName}, {like.age}
        </span>
      </Link>
      {kind === 'received' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={[styles.action, styles.pass].join(' ')}
            aria-label={`Passer ${like.firstName}`}
            disabled={busy}
            onClick={onPass}
          >
            <CrossIcon size={22} />
          </button>
          <button
            type="button"
            className={[styles.action, styles.like].join(' ')}
            aria-label={`Liker ${like.firstName}`}
            disabled={busy}
            onClick={onLike}
          >
            <HeartIcon size={22} />
          </button>
          <button
            type="button"
            className={[styles.action, styles.report].join(' ')}
            aria-label={`Signaler ${like.firstName}`}
            disabled={busy}
            onClick={onReport}
          >
            <FlagIcon size={22} />
          </button>
        </div>
      )}
    </li>
  );
}
