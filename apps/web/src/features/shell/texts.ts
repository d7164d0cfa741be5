/**
 * The app shell's texts (PRODUCT §2.5): the bottom bar, and the side menu's entries in order — ours
 * first (pending matches, agenda, affinity comparison: every screen has a way in), then the product brief's eight.
 */
export const shellMessages = {
  navLabel: 'Navigation principale',
  menu: 'Menu',
  agenda: 'Agenda',
  likes: 'Likes',
  swipe: 'Découvrir',
  chat: 'Messages',
  myProfile: 'Mon Profil',
  newLikes: (count: number) => (count > 1 ? `${count} nouveaux likes` : `${count} nouveau like`),
  unreadMessages: (count: number) => (count > 1 ? `${count} messages non lus` : `${count} message non lu`),
  newMatches: (count: number) => (count > 1 ? `${count} nouveaux matchs` : `${count} nouveau match`),
  menuTitle: 'Menu',
  closeMenu: 'Fermer le menu',
  pendingMatches: 'Matchs en attente',
  affinity: "Comparaison d'affinités",
  updatePersonality: 'Mettre à jour le test de personnalité',
  services: 'Services',
  premium: 'Premium',
  encounterPreferences: 'Préférences de rencontre',
  settings: 'Paramètres',
  privacy: 'Confidentialité',
  changePassword: 'Changer le mot de passe',
  logout: 'Se déconnecter',
} as const;
