import type { LikeCard } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useSwipeMutation } from '../discovery/queries';
import { ReportDialog } from '../reports/ReportDialog';
import { LikeCardView } from './LikeCardView';
import styles from './Likes.module.css';
import type { LikesKind, useLikesList } from './queries';

export interface LikesPanelProps {
  kind: LikesKind;
  list: ReturnType<typeof useLikesList>;
}

/**
 * One tab's content: the grid of cards with its loading, failure and empty states. On a received card,
 * a pass or a like answers through the swipe call and the card leaves (a match opens the chat); a
 * report goes through the shared report dialog and the card leaves too.
 */
export function LikesPanel({ kind, list }: LikesPanelProps) {
  const navigate = useNavigate();
  const answering = useSwipeMutation();
  const [notice, setNotice] = useState('');
  const [reported, setReported] = useState<LikeCard | null>(null);
  const { load, remove, retry } = list;

  // When a card leaves, the focus goes to the card that takes its place (or the empty text), not to <body>.
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // The place the card left, once the list without it is on screen (the cache tells a render later).
  const [refocus, setRefocus] = useState<{ at: number; left: number } | null>(null);
  useEffect(() => {
    if (refocus === null || load.status !== 'ready') return;
    if (load.likes.some((like) => like.id === refocus.left)) return;
    const next = load.likes[Math.min(refocus.at, load.likes.length - 1)];
    (next ? links.current.get(next.id) : emptyRef.current)?.focus();
    setRefocus(null);
  }, [refocus, load]);

  const leave = (like: LikeCard, message: string) => {
    if (load.status === 'ready') setRefocus({ at: load.likes.indexOf(like), left: like.id });
    remove(like.id);
    setNotice(message);
  };

  const answer = async (like: LikeCard, liked: boolean) => {
    setNotice('');
    let match: boolean;
    try {
      ({ match } = await answering.mutateAsync({ swipedUserId: like.id, like: liked }));
    } catch {
      return;
    }
    // PRODUCT §4: in the likes list a match sends the member straight to the chat.
    if (match) {
      navigate('/chat');
      return;
    }
    leave(like, liked ? `Like envoyé à ${like.firstName}.` : `Profil de ${like.firstName} passé.`);
  };
  const busyId = answering.isPending ? answering.variables.swipedUserId : null;
  const failure = answering.isError ? discoveryMessages.likesActionFailed : null;

  if (load.status === 'loading') return <Spinner label="Chargement des likes..." />;
  if (load.status === 'failed') {
    return <LoadFailed message={load.message} onRetry={retry} />;
  }
  return (
    <>
      <FormError>{failure}</FormError>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {load.likes.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
          {discoveryMessages.likesEmpty}
        </p>
      ) : (
        <ul className={styles.grid}>
          {load.likes.map((like) => (
            <LikeCardView
              key={like.id}
              like={like}
              kind={kind}
              busy={busyId === like.id}
              linkRef={(element) => {
                if (element) links.current.set(like.id, element);
                else links.current.delete(like.id);
              }}
              onPass={() => void answer(like, false)}
              onLike={() => void answer(like, true)}
              onReport={() => {
                answering.reset();
                setReported(like);
              }}
            />
          ))}
        </ul>
      )}
      <ReportDialog
        open={reported !== null}
        reportedUserId={reported?.id ?? 0}
        onClose={() => setReported(null)}
        onReported={(_id, message) => {
          if (reported) leave(reported, message ?? `Profil de ${reported.firstName} signalé.`);
          setReported(null);
        }}
      />
    </>
  );
}
