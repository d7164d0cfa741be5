import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PHOTOS_MAX } from '@lien/contract/rules';
import { type Ref, useMemo } from 'react';
import { photoAnnouncements, screenReaderInstructions } from './announcements';
import styles from './PhotoGrid.module.css';
import { EmptySlot, PendingPhotoTile, SortablePhotoTile } from './PhotoTile';
import { isTemp, type Photo, uploadedPhotos } from './photoList';
import { photoTexts } from './photoTexts';

export interface PhotoGridProps {
  photos: readonly Photo[];
  onAdd: () => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onReorder: (activeId: string, overId: string) => void;
  /** The list itself takes focus when the tile that had it disappears. */
  listRef?: Ref<HTMLOListElement>;
}

/** PHOTOS_MAX slots: the photos in profile order, then add buttons. Only uploaded photos move. */
export function PhotoGrid({ photos, onAdd, onRemove, onRetry, onReorder, listRef }: PhotoGridProps) {
  const ids = uploadedPhotos(photos).map((photo) => photo.id);
  const order = ids.join(' ');
  // One set of announcements per order: dnd-kit re-subscribes whenever the object changes.
  const accessibility = useMemo(() => {
    const places = order.split(' ');
    const placeOf = (id: UniqueIdentifier) => places.indexOf(String(id)) + 1;
    return { announcements: photoAnnouncements(placeOf), screenReaderInstructions };
  }, [order]);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onReorder(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol ref={listRef} className={styles.grid} aria-label={photoTexts.gridLabel} tabIndex={-1}>
          {photos.map((photo, index) =>
            isTemp(photo.id) ? (
              <PendingPhotoTile
                key={photo.id}
                photo={photo}
                position={index + 1}
                onRemove={() => onRemove(photo.id)}
                onRetry={() => onRetry(photo.id)}
              />
            ) : (
              <SortablePhotoTile
                key={photo.id}
                photo={photo}
                position={index + 1}
                onRemove={() => onRemove(photo.id)}
              />
            ),
          )}
          {Array.from({ length: Math.max(0, PHOTOS_MAX - photos.length) }, (_, slot) => (
            // Empty slots have no identity of their own: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <EmptySlot key={`empty-${slot}`} onAdd={onAdd} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
