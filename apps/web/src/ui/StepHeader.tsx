import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './StepHeader.module.css';

export interface StepHeaderProps {
  /** The page's h1; omit it when the page names itself otherwise (the questionnaire's progress). */
  title?: string;
  /** The back arrow's action: onboarding steps go to a named step, not back in the history. */
  onBack: () => void;
  backLabel?: string;
  /** Content between the arrow and the end (a progress text and bar). */
  children?: ReactNode;
  /** Controls at the right edge (a save check). */
  end?: ReactNode;
}

/** The top bar of an onboarding step: a back arrow with a fixed destination, a title, actions. */
export function StepHeader({ title, onBack, backLabel = 'Retour', children, end }: StepHeaderProps) {
  return (
    <header className={styles.header}>
      <HeaderIconButton label={backLabel} onClick={onBack}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </HeaderIconButton>
      {title !== undefined && <h1 className={styles.title}>{title}</h1>}
      {children}
      {end}
    </header>
  );
}

export interface HeaderIconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** The French name read by screen readers: the button shows only an icon. */
  label: string;
  /** Filled in the brand colour: the screen's main action. */
  primary?: boolean;
}

/** A round 44 px icon button of the top bar. */
export function HeaderIconButton({
  label,
  primary,
  className,
  type = 'button',
  ...rest
}: HeaderIconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={[styles.icon, primary ? styles.primary : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** The check mark of "save" buttons (24 px in the top bar; smaller beside a field). */
export function CheckIcon({ size = 24, strokeWidth = 2.4 }: { size?: number; strokeWidth?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
