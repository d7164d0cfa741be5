import { moderationConsoleMessages as m } from '@lien/contract';
import { Link, useLocation } from 'react-router';
import { FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { VerificationQueue } from '../verification/VerificationQueue';
import { AppealReview } from './AppealReview';
import { FunnelStats } from './FunnelStats';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { useAppealsQuery, useModerationQueueQuery } from './queries';

/**
 * /moderation, the console (moderators only: the API refuses anyone else, and only moderators see its
 * entry in Paramètres): the open reports, 'Mineur' and 'Harcèlement' first, oldest first within each;
 * then the photo verifications (issue #29), then the appeals to review.
 */
export function ModerationScreen() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Screen title={m.title} backTo="/settings">
      {notice && <FormNotice>{notice}</FormNotice>}
      <ReportQueue />
      <VerificationQueue />
      <AppealQueue />
      <FunnelStats />
      <p>
        <Link to="/moderation/transparence">{m.transparencyEntry}</Link>
      </p>
    </Screen>
  );
}

function ReportQueue() {
  const queue = useModerationQueueQuery();
  return (
    <section className={styles.section} aria-labelledby="moderation-reports">
      <h2 id="moderation-reports" className={styles.heading}>
        {m.reportsHeading}
      </h2>
      {queue.isPending && <Spinner />}
      {queue.isError && <LoadFailed message={m.queueFailed} onRetry={() => void queue.refetch()} />}
      {queue.data?.length === 0 && <p>{m.noReports}</p>}
      {queue.data && queue.data.length > 0 && (
        <ol className={styles.list}>
          {queue.data.map((report) => (
            <li key={report.id}>
              <Link
                to={`/moderation/signalements/${report.id}`}
                className={styles.row}
                aria-label={m.open(report.reported.firstName, report.reason)}
              >
                {report.reported.photoUrl ? (
                  <img className={styles.thumb} src={report.reported.photoUrl} alt="" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span>
                  <span className={styles.reason}>{report.reason}</span> — {report.reported.firstName}
                  <span className={styles.meta}>{m.reportedOn(longDate(report.reportedAt))}</span>
                  {report.reportsAgainstMember > 1 && (
                    <span className={styles.meta}>{m.againstMember(report.reportsAgainstMember)}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AppealQueue() {
  const appeals = useAppealsQuery();
  return (
    <section className={styles.section} aria-labelledby="moderation-appeals">
      <h2 id="moderation-appeals" className={styles.heading}>
        {m.appealsHeading}
      </h2>
      {appeals.isPending && <Spinner />}
      {appeals.isError && <LoadFailed message={m.appealsFailed} onRetry={() => void appeals.refetch()} />}
      {appeals.data?.length === 0 && <p>{m.noAppeals}</p>}
      {appeals.data && appeals.data.length > 0 && (
        <ol className={styles.list}>
          {appeals.data.map((appeal) => (
            <li key={appeal.id}>
              <AppealReview appeal={appeal} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
