import { BADGE_CAP } from '@lien/contract/rules';
import styles from './CountBadge.module.css';

/** A badge's text (PRODUCT §2.5, §9): nothing at zero, the figure up to 9, '9+' above. */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export interface CountBadgeProps {
  count: number;
  /** What the figure counts, read by screen readers instead of the capped figure ("3 messages non lus"). */
  label: (count: number) => string;
}

/** A round count badge (bottom bar, conversation rows); absent at zero. */
export function CountBadge({ count, label }: CountBadgeProps) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label(count)}</span>
    </span>
  );
}
