/** The account deletion dialog's own texts, where the product brief gives none (its texts are in the contract's messages). */
export const accountTexts = {
  deleteTitle: 'Supprimer mon compte',
  deleteLead:
    'Cette action est définitive\u00a0: votre profil, vos photos, vos likes et vos matchs seront effacés. Vos messages resteront visibles par vos interlocuteurs, sans votre nom.',
  reasonLegend: 'Pourquoi nous quittez-vous\u00a0?',
  commentLabel: 'Dites-nous en plus',
  passwordLabel: 'Mot de passe',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  deleting: 'Suppression...',
} as const;
