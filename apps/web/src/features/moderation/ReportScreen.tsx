import { type ModerationReport, moderationConsoleMessages as m } from '@lien/contract';
import { useParams } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { DecisionForm } from './DecisionForm';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { useModerationReportQuery } from './queries';

/** /moderation/signalements/:id: the route's wrapper. */
export function ReportScreen() {
  const { id } = useParams();
  return <ReportView id={Number(id)} />;
}

/** A report opened in the console: the reported profile, the conversation, then the decision form. */
export function ReportView({ id }: { id: number }) {
  const report = useModerationReportQuery(id);
  return (
    <Screen title={m.reportTitle} backTo="/moderation">
      {report.isPending && <Spinner />}
      {report.isError && (
        <LoadFailed message={m.reportFailed} onRetry={() => void report.refetch()}>
          <LinkButton variant="link" to="/moderation">
            {m.backToQueue}
          </LinkButton>
        </LoadFailed>
      )}
      {report.data && <ReportDetails report={report.data} />}
    </Screen>
  );
}

function ReportDetails({ report: opened }: { report: ModerationReport }) {
  const { report, profile, excerpt } = opened;
  return (
    <>
      <p>
        <span className={styles.reason}>{report.reason}</span> — {m.reportedOn(longDate(report.reportedAt))}
        {report.reportsAgainstMember > 1 && (
          <span className={styles.meta}>{m.againstMember(report.reportsAgainstMember)}</span>
        )}
      </p>
      <section className={styles.section} aria-labelledby="report-profile">
        <h2 id="report-profile" className={styles.heading}>
          {m.profileHeading}
        </h2>
        <p>
          <strong>{report.reported.firstName}</strong>, {m.age(profile.age)}
          {profile.jobTitle ? ` — ${profile.jobTitle}` : ''}
        </p>
        <p className={styles.quote}>{profile.bio || m.noBio}</p>
        {profile.photoUrls.length > 0 && (
          <div className={styles.photos}>
            {profile.photoUrls.map((url, index) => (
              <img
                key={url}
                className={styles.photo}
                src={url}
                alt={`${report.reported.firstName}, ${index + 1}`}
              />
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="report-excerpt">
        <h2 id="report-excerpt" className={styles.heading}>
          {m.excerptHeading}
        </h2>
        {excerpt.length === 0 ? (
          <p>{m.noExcerpt}</p>
        ) : (
          <ol className={styles.excerpt}>
            {excerpt.map((message) => (
              <li key={`${message.sentAt}-${message.content}`} className={styles.message}>
                <span className={styles.meta}>
                  {message.fromReported ? m.fromReported : m.fromReporter} — {longDate(message.sentAt)}
                </span>
                {message.content}
              </li>
            ))}
          </ol>
        )}
      </section>
      <DecisionForm reportId={report.id} />
    </>
  );
}
