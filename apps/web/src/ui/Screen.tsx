import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styles from './Screen.module.css';
import { HeaderIconButton } from './StepHeader';

export interface ScreenProps {
  title: string;
  /** Where the back arrow leads when the page was opened directly (no in-app history). */
  backTo?: string;
  /**
   * An onboarding step's previous step (PRODUCT §2.1 R29a): the back arrow always leads there, whatever
   * came before in the history (the log-in screen, an e-mail link opened in a fresh tab).
   */
  previousStep?: string;
  children: ReactNode;
  centered?: boolean;
  /** 'section' when the screen is one pane of a wider one (the chat's list beside its thread). */
  as?: 'main' | 'section';
}

/**
 * A full-height screen of the mobile shell: optional back arrow and the page's single h1; then the
 * content.
 */
export function Screen({ title, backTo, previousStep, children, centered, as: Root = 'main' }: ScreenProps) {
  return (
    <Root className={[styles.screen, centered ? styles.centered : ''].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        {previousStep !== undefined && <BackButton to={previousStep} />}
        {previousStep === undefined && backTo !== undefined && <BackButton fallback={backTo} />}
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </Root>
  );
}

/**
 * Goes to `to` when given; else back in the app's history, or to `fallback` when the page was the
 * first one opened (a link from an e-mail): going back then would leave the site.
 */
export function BackButton(props: { to: string } | { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <HeaderIconButton
      label="Retour"
      onClick={() => {
        if ('to' in props) navigate(props.to);
        else if (location.key === 'default') navigate(props.fallback);
        else navigate(-1);
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </HeaderIconButton>
  );
}

/** The vertical stack of a screen's main actions. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** An introductory paragraph under the title. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
