import { type AffinityBar, discoveryMessages } from '@lien/contract';
import { useId } from 'react';
import styles from './ProfileCard.module.css';
import { percent } from './percent';

/**
 * SPEC §2.5 'Affinités': one named bar per category with the real compatibility percentage.
 * A meter rather than a progress bar: a measure within a known range, not a task advancing.
 */
export function AffinityBars({ bars }: { bars: readonly AffinityBar[] }) {
  const titleId = useId();
  if (bars.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {discoveryMessages.affinitiesTitle}
      </h3>
      <ul className={styles.bars}>
        {bars.map((bar) => (
          <li key={bar.name} className={styles.bar}>
            <div className={styles.barHeader}>
              <span>{bar.name}</span>
              <span className={styles.barValue} aria-hidden="true">
                {percent(bar.level)}
              </span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser. */}
            <div
              role="meter"
              aria-label={bar.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.level}
              aria-valuetext={percent(bar.level)}
              className={styles.track}
            >
              <div className={styles.fill} style={{ width: `${bar.level}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
