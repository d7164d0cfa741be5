import styles from './Spinner.module.css';

/** A waiting state that screen readers announce politely ("Chargement..." unless told otherwise). */
export function Spinner({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className={styles.wrapper}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
