import type { AffinityBar } from '@lien/contract';
import { NOT_SHARED } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { type ReactNode, useId } from 'react';
import styles from './ProfileCard.module.css';
import { percent } from './percent';

export interface AffinityBarsProps {
  bars: readonly AffinityBar[];
  /** The overall compatibility, said on the title's row. */
  overall?: number;
  /** What follows the bars (the profile view's 'Comparer nos affinités'). */
  children?: ReactNode;
}

/**
 * PRODUCT §2.5 'Affinités': one named bar per category with the real compatibility percentage, the
 * overall figure beside the title. A meter rather than a progress bar: a measure within a known
 * range, not a task advancing.
 */
export function AffinityBars({ bars, overall, children }: AffinityBarsProps) {
  const titleId = useId();
  if (bars.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {discoveryMessages.affinitiesTitle}
        </h3>
        {overall !== undefined && <p className={styles.compatibility}>{percent(overall)} de compatibilité</p>}
      </div>
      <ul className={styles.bars}>
        {bars.map((bar) =>
          bar.level === null ? (
            // A category either member did not consent to share (sensitive questions): no figure at all.
            <li key={bar.name} className={styles.bar}>
              <div className={styles.barHeader}>
                <span>{bar.name}</span>
                <span className={styles.barValue}>{NOT_SHARED}</span>
              </div>
            </li>
          ) : (
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
          ),
        )}
      </ul>
      {children}
    </section>
  );
}
