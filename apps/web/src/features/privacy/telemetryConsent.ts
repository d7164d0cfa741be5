import { TIME_ZONE } from '@lien/contract/rules';
import { useEffect, useState } from 'react';
import {
  onTelemetryChoice,
  type RecordedChoice,
  readTelemetryChoice,
  telemetryConfigured,
} from '../../telemetry';
import { dateFormatOnFirstUse } from '../../ui/onFirstUse';

/** The French texts of the analytics consent (issue #29; PRODUCT.md records them). */
export const telemetryConsentTexts = {
  title: "Mesure d'audience et suivi des erreurs",
  body: "Avec votre accord, Lien mesure la fréquentation de l'inscription et reçoit les erreurs de l'application pour les corriger. Rien n'est envoyé ni enregistré avant votre choix, valable six mois sur cet appareil et modifiable à tout moment dans Confidentialité.",
  policy: 'Politique de confidentialité',
  accept: 'Accepter',
  refuse: 'Refuser',
  switchLabel: "Autoriser la mesure d'audience et le suivi des erreurs",
  none: "Aucun choix sur cet appareil\u00a0: rien n'est envoyé.",
  refusedNotice:
    "C'est noté\u00a0: plus rien n'est envoyé, et l'identifiant de mesure de cet appareil est effacé.",
  acceptedNotice: "C'est noté\u00a0: merci de nous aider à améliorer Lien.",
} as const;

// Made when a date is shown: built as the module loaded, it was the longest line of every first load
// (the time-zone data it reads; bench/README, 29 November).
const day = dateFormatOnFirstUse({ dateStyle: 'long', timeZone: TIME_ZONE });

/** The choice in force, in a sentence with its date. */
export function choiceText(recorded: RecordedChoice | null): string {
  if (!recorded) return telemetryConsentTexts.none;
  const date = day().format(new Date(recorded.at));
  return recorded.choice === 'accepted'
    ? `Accepté le ${date} sur cet appareil, pour six mois.`
    : `Refusé le ${date} sur cet appareil, pour six mois.`;
}

/** The device's choice, followed as the banner, the privacy screen, a sign-out or another tab change it. */
export function useTelemetryChoice(): RecordedChoice | null {
  const [recorded, setRecorded] = useState(() => readTelemetryChoice());
  useEffect(() => {
    const update = () => setRecorded(readTelemetryChoice());
    update();
    window.addEventListener('storage', update);
    const stop = onTelemetryChoice(update);
    return () => {
      stop();
      window.removeEventListener('storage', update);
    };
  }, []);
  return recorded;
}

/** Whether the server names an analytics or error service (nothing to ask otherwise); false until known. */
export function useTelemetryConfigured(ask: boolean): boolean {
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    void telemetryConfigured().then((value) => {
      if (live) setConfigured(value);
    });
    return () => {
      live = false;
    };
  }, [ask]);
  return configured;
}
