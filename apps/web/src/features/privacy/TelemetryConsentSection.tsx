import { useId, useState } from 'react';
import { chooseTelemetry } from '../../telemetry';
import { FormNotice } from '../../ui/FormError';
import { Switch } from '../../ui/Switch';
import styles from './TelemetryConsent.module.css';
import { choiceText, telemetryConsentTexts as texts, useTelemetryChoice } from './telemetryConsent';

/**
 * 'Mesure d'audience et suivi des erreurs' of /privacy: the device's answer to the banner, with its
 * date, changed by a switch. Off erases the tab's identifier and stops every sending at once.
 */
export function TelemetryConsentSection() {
  const recorded = useTelemetryChoice();
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const hintId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.title}
      </h2>
      <Switch
        label={texts.switchLabel}
        checked={recorded?.choice === 'accepted'}
        describedBy={hintId}
        onChange={(checked) => {
          chooseTelemetry(checked ? 'accepted' : 'refused');
          setNotice(checked ? texts.acceptedNotice : texts.refusedNotice);
        }}
      />
      <p id={hintId} className={styles.text}>
        {choiceText(recorded)}
      </p>
      <FormNotice>{notice}</FormNotice>
    </section>
  );
}
