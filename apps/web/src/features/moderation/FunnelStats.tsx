import { FUNNEL_STEPS } from '@lien/contract';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { useFunnelQuery } from './queries';

const share = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}\u00a0%`;

/**
 * « Statistiques » (issue #27): for each of the last weeks (matches made that week), each step's count
 * and its share of the step before and of the matches, in a table with headers for screen readers.
 */
export function FunnelStats() {
  const funnel = useFunnelQuery();
  return (
    <section className={styles.section} aria-labelledby="moderation-stats">
      <h2 id="moderation-stats" className={styles.heading}>
        Statistiques
      </h2>
      {funnel.isPending && <Spinner />}
      {funnel.isError && (
        <LoadFailed
          message="Les statistiques n’ont pas pu être chargées."
          onRetry={() => void funnel.refetch()}
        />
      )}
      {funnel.data?.map((week) => (
        <div key={week.monday} className={styles.figures}>
          <table>
            <caption>Semaine du {longDate(`${week.monday}T12:00:00Z`)}</caption>
            <thead>
              <tr>
                <th scope="col">Étape</th>
                <th scope="col">Nombre</th>
                <th scope="col">Part de l’étape d’avant</th>
                <th scope="col">Part des matchs</th>
              </tr>
            </thead>
            <tbody>
              {FUNNEL_STEPS.map((step, index) => {
                const previous = FUNNEL_STEPS[index - 1];
                return (
                  <tr key={step.key}>
                    <th scope="row">{step.label}</th>
                    <td>{week[step.key]}</td>
                    <td>{previous ? share(week[step.key], week[previous.key]) : ''}</td>
                    <td>{index === 0 ? '' : share(week[step.key], week.matches)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
