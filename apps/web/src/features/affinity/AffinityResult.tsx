import type { AffinityReply } from '@lien/contract';
import { LOCALE, NOT_SHARED } from '@lien/contract/rules';
import { useId } from 'react';
import styles from './Affinity.module.css';

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
/** '85 %', with the French narrow no-break space. */
export const formatPercent = (level: number) => percent.format(level / 100);

/**
 * The server's real figures: the overall score, then one bar per category of PRODUCT §2.6. `partner`
 * names the other person: the personality ID typed, or the first name of a profile compared.
 */
export function AffinityResult({ result, partner }: { result: AffinityReply; partner: string }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Vos affinités avec {partner}
      </h2>
      <p className={styles.overall}>
        Compatibilité globale{' '}
        <strong className={styles.overallFigure}>{formatPercent(result.overall)}</strong>
      </p>
      <ul className={styles.bars}>
        {result.categories.map((category) => (
          <li key={category.name} className={styles.bar}>
            <span className={styles.barLabel}>
              <span>{category.name}</span>
              <span className="visually-hidden"> : </span>
              <strong>{category.level === null ? NOT_SHARED : formatPercent(category.level)}</strong>
            </span>
            {/* The figure is already said in words; the bar only draws it (none when not shared). */}
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${category.level ?? 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
