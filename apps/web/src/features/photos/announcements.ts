import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { photoTexts } from './photoTexts';

/** Read by screen readers on a drag handle, in place of dnd-kit's English default. */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer cette photo, appuyez sur Espace ou Entrée, choisissez sa nouvelle place avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour la déposer. Échap annule le déplacement.',
};

/** How dnd-kit names a sortable handle: "photo déplaçable" rather than "sortable". */
export const ROLE_DESCRIPTION = 'photo déplaçable';

const mainNote = (place: number) =>
  place === 1 ? ` C'est maintenant votre ${photoTexts.main.toLowerCase()}.` : '';

/**
 * French live announcements of a drag. `placeOf` answers an id's place (from 1) in the order
 * before the drag: the photo under the dragged one marks the place it would take. Create one
 * per order: it remembers the place last announced, because dnd-kit reports "over" at once on
 * pick-up (the photo over itself), which would drown the pick-up message.
 */
export function photoAnnouncements(placeOf: (id: UniqueIdentifier) => number): Announcements {
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Photo ${placeOf(active.id)} saisie.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return over
        ? `Photo ${placeOf(active.id)} au-dessus de la place ${placeOf(over.id)}.`
        : `Photo ${placeOf(active.id)} hors des emplacements.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `Photo ${placeOf(active.id)} déposée à la place ${placeOf(over.id)}.${mainNote(placeOf(over.id))}`
        : `Photo ${placeOf(active.id)} déposée à sa place d'origine.`,
    onDragCancel: ({ active }) => `Déplacement annulé. La photo ${placeOf(active.id)} reste à sa place.`,
  };
}
