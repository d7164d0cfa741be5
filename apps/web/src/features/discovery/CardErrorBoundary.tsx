import { discoveryMessages } from '@lien/contract/texts';
import { Component, type ReactNode } from 'react';
import { reportError } from '../../telemetry';
import styles from './ProfileCard.module.css';

interface State {
  failed: boolean;
}

/**
 * PRODUCT §8 display fallback: a profile that cannot be drawn (unexpected data) shows
 * 'Erreur interne lors de l'affichage du profil.' in place of the card, and the rest of the
 * screen keeps working — the deck can still pass it. Give it `key` = the profile to reset it.
 */
export class CardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportError(error, { feature: 'discovery', action: 'display' });
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className={styles.failed} role="alert">
          {discoveryMessages.displayFallback}
        </div>
      );
    }
    return this.props.children;
  }
}
