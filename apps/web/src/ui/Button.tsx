import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';
import { useHydrated } from './useHydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

interface Look {
  variant?: ButtonVariant;
  /** Full width of the shell: the main action of a mobile screen. */
  block?: boolean;
}

function classes({ variant = 'primary', block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & Look;

/**
 * The product's button; `type` defaults to "button" so only real submit buttons submit a form. On a
 * prerendered page every button waits for the app (see useHydrated): a submit would send the form
 * natively, and a click before the app runs would do nothing (the sign-up's legal texts on a busy
 * phone) — disabled, it is not lost: the member sees it come alive.
 */
export function Button({ variant, block, className, type = 'button', disabled, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={classes({ variant, block }, className)}
      disabled={disabled || !hydrated}
      {...rest}
    />
  );
}

export type LinkButtonProps = LinkProps & Look;

/** A navigation that looks like a button: it stays a link for assistive technologies and new tabs. */
export function LinkButton({ variant, block, className, ...rest }: LinkButtonProps) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}
