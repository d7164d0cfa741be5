/** The chat's harassment guard, in the member's words (issue #16). */
export const harassmentMessages = {
  /** The writer's question before a flagged message goes. */
  confirmTitle: 'Êtes-vous sûr\u00a0?',
  confirmBody:
    'Ce message contient des mots qui pourraient blesser. Chez Lien, on se parle avec respect\u00a0: voulez-vous le relire avant de l’envoyer\u00a0?',
  edit: 'Modifier mon message',
  sendAnyway: 'Envoyer quand même',
  /** What covers a flagged message received. */
  receivedCover: 'Ce message pourrait vous heurter',
  show: 'Afficher le message',
  hide: 'Masquer le message',
  report: 'Signaler',
} as const;
