import { useId } from 'react';
import { chooseTelemetry } from '../../telemetry';
import { Button } from '../../ui/Button';
import styles from './TelemetryConsent.module.css';
import {
  telemetryConsentTexts as texts,
  useTelemetryChoice,
  useTelemetryConfigured,
} from './telemetryConsent';

/**
 * The question of issue #29, above every screen while the server names PostHog or Sentry and this
 * device holds no choice less than six months old. A region in the page's flow, not a dialog: it
 * covers no button and traps no focus, and comes first in the tab order. « Refuser » and « Accepter »
 * look the same and weigh the same.
 */
export function TelemetryConsentBanner() {
  const recorded = useTelemetryChoice();
  const configured = useTelemetryConfigured(recorded === null);
  const titleId = useId();
  if (recorded || !configured) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.text}>
        {texts.body} <a href="/politique-de-confidentialite">{texts.policy}</a>
      </p>
      <div className={styles.choices}>
        <Button variant="secondary" onClick={() => chooseTelemetry('refused')}>
          {texts.refuse}
        </Button>
        <Button variant="secondary" onClick={() => chooseTelemetry('accepted')}>
          {texts.accept}
        </Button>
      </div>
    </section>
  );
}
