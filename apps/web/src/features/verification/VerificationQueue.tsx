import { verificationMessages as m } from '@lien/contract';
import { Link } from 'react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { longDate } from '../moderation/format';
import styles from '../moderation/Moderation.module.css';
import { useVerificationQueueQuery } from './queries';

/** The console's section of sent selfies waiting for a decision, oldest first. */
export function VerificationQueue() {
  const queue = useVerificationQueueQuery();
  return (
    <section className={styles.section} aria-labelledby="moderation-verifications">
      <h2 id="moderation-verifications" className={styles.heading}>
        {m.queueTitle}
      </h2>
      {queue.isPending && <Spinner />}
      {queue.isError && <LoadFailed message={m.queueFailed} onRetry={() => void queue.refetch()} />}
      {queue.data?.length === 0 && <p>{m.queueEmpty}</p>}
      {queue.data && queue.data.length > 0 && (
        <ol className={styles.list}>
          {queue.data.map((item) => (
            <li key={item.id}>
              <Link
                to={`/moderation/verifications/${item.id}`}
                className={styles.row}
                aria-label={m.open(item.member.firstName)}
              >
                {item.member.photoUrl ? (
                  <img className={styles.thumb} src={item.member.photoUrl} alt="" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span>
                  {item.member.firstName}
                  <span className={styles.meta}>{m.requestedGesture(item.gesture)}</span>
                  <span className={styles.meta}>{m.sentOn(longDate(item.submittedAt))}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
