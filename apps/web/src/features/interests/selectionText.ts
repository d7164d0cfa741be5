const plural = new Intl.PluralRules('fr-FR');

/** « Aucun centre d'intérêt sélectionné », « 1 centre… sélectionné », « 4 centres… sélectionnés ». */
export function selectionText(count: number): string {
  if (count === 0) return "Aucun centre d'intérêt sélectionné";
  return plural.select(count) === 'one'
    ? `${count} centre d'intérêt sélectionné`
    : `${count} centres d'intérêt sélectionnés`;
}
