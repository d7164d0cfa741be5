import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** A form-level message (server failure, bad link): announced at once by screen readers. */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p role="alert" id={id} className={styles.formError}>
      {children}
    </p>
  );
}

/** A success or information message, announced politely. */
export function FormNotice({
  children,
  tone = 'success',
}: {
  children: ReactNode;
  tone?: 'success' | 'info';
}) {
  if (!children) return null;
  return (
    <p role="status" className={tone === 'success' ? styles.formNotice : styles.formInfo}>
      {children}
    </p>
  );
}
