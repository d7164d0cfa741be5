import { CROP_ROTATION_SNAP_DEGREES, LOCALE, PHOTOS_MAX, PHOTOS_MIN } from '@lien/contract/rules';

const plural = new Intl.PluralRules(LOCALE);
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** "1 photo", "2 photos": French counts 0 and 1 as singular. */
const photos = (count: number) => `${count} ${plural.select(count) === 'one' ? 'photo' : 'photos'}`;

/**
 * The photo step's own texts, where the product brief gives none (its texts are in the contract's
 * photoMessages). Positions count from 1, as people do.
 */
export const photoTexts = {
  title: 'Vos photos',
  lead: `Ajoutez de ${PHOTOS_MIN} à ${PHOTOS_MAX} photos. La première est votre photo principale\u00a0: c'est elle que les autres membres voient en premier.`,
  reorderHint: "Faites glisser une photo par sa poignée pour changer l'ordre.",
  missing: (count: number) => `Encore ${photos(count)} à ajouter pour continuer.`,
  ready: 'Vos photos sont prêtes. Vous pouvez continuer.',
  loading: 'Chargement de vos photos...',
  loadFailed: 'Impossible de charger vos photos.',
  loginAgain: 'Se connecter',
  gridLabel: 'Emplacements de vos photos',
  main: 'Photo principale',
  add: 'Ajouter',
  addHidden: ' une photo',
  fileInput: 'Choisir une photo',
  altUploaded: (position: number) =>
    position === 1 ? 'Votre photo principale' : `Votre photo numéro ${position}`,
  altPending: (position: number) => `Photo numéro ${position}, en cours d'envoi`,
  altFailed: (position: number) => `Photo numéro ${position}, non envoyée`,
  move: (position: number) => `Déplacer la photo ${position}`,
  remove: (position: number) => `Supprimer la photo ${position}`,
  cancelUpload: (position: number) => `Annuler l'envoi de la photo ${position}`,
  retryUpload: 'Réessayer',
  retryUploadHidden: (position: number) => ` l'envoi de la photo ${position}`,
  discard: 'Retirer',
  discardHidden: (position: number) => ` la photo ${position}`,
  progressLabel: (position: number) => `Envoi de la photo ${position}`,
  progressValue: (value: number) => percent.format(value / 100),
  reorderFailed: "Le nouvel ordre de vos photos n'a pas pu être enregistré. Veuillez réessayer.",
  cropFailed: 'Impossible de lire cette image. Veuillez choisir une autre photo.',
  continue: 'Continuer',
} as const;

/** The crop dialog's texts. */
export const cropTexts = {
  title: 'Recadrer la photo',
  image: 'Photo à recadrer',
  area: 'Zone de recadrage\u00a0: faites glisser la photo, ou déplacez-la avec les flèches du clavier.',
  zoom: 'Zoom',
  zoomValue: (zoom: number) => `${zoom.toLocaleString(LOCALE, { maximumFractionDigits: 1 })}×`,
  rotation: 'Rotation',
  rotationValue: (degrees: number) => `${degrees}°`,
  rotationHint: `Relâché à moins de ${CROP_ROTATION_SNAP_DEGREES}° de 0°, 90°, 180°, 270° ou 360°, le curseur s'y cale.`,
  unreadable: 'Impossible de lire cette image. Veuillez choisir une autre photo.',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  preparing: 'Préparation...',
} as const;
