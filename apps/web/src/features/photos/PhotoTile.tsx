import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CrossIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/ProgressBar';
import { ROLE_DESCRIPTION } from './announcements';
import { GripIcon, PlusIcon } from './icons';
import styles from './PhotoGrid.module.css';
import type { Photo } from './photoList';
import { photoTexts } from './photoTexts';

/** People who asked for less motion see tiles jump to their place instead of sliding. */
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface TileProps {
  photo: Photo;
  /** Place in the profile, from 1. */
  position: number;
  onRemove: () => void;
}

/** An uploaded photo: dragged by its handle (pointer or keyboard), removable; the first is the main one. */
export function SortablePhotoTile({ photo, position, onRemove }: TileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: photo.id,
      attributes: { roleDescription: ROLE_DESCRIPTION },
      ...(reducedMotion() ? { transition: null } : {}),
    });
  return (
    <li
      ref={setNodeRef}
      className={cx(styles.slot, styles.tile, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img
        src={photo.thumbnailUrl ?? photo.url}
        alt={photoTexts.altUploaded(position)}
        className={styles.image}
        draggable={false}
      />
      {position === 1 && <span className={styles.badge}>{photoTexts.main}</span>}
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={cx(styles.overlayButton, styles.handle)}
        {...attributes}
        {...listeners}
      >
        <GripIcon />
        <span className="visually-hidden">{photoTexts.move(position)}</span>
      </button>
      <button type="button" className={cx(styles.overlayButton, styles.remove)} onClick={onRemove}>
        <CrossIcon size={20} strokeWidth={2.4} />
        <span className="visually-hidden">{photoTexts.remove(position)}</span>
      </button>
    </li>
  );
}

/** A photo not on the server yet: its upload's progress, or 'Upload failed' with retry and remove. */
export function PendingPhotoTile({
  photo,
  position,
  onRemove,
  onRetry,
}: TileProps & { onRetry: () => void }) {
  const failed = photo.error !== null;
  const progress = photo.progress ?? 0;
  return (
    <li className={cx(styles.slot, styles.tile, failed && styles.failed)}>
      <img
        src={photo.url}
        alt={failed ? photoTexts.altFailed(position) : photoTexts.altPending(position)}
        className={styles.image}
      />
      {failed ? (
        <div className={styles.failure}>
          <p className={styles.failureText}>{photo.error}</p>
          <button type="button" className={styles.smallButton} onClick={onRetry}>
            {photoTexts.retryUpload}
            <span className="visually-hidden">{photoTexts.retryUploadHidden(position)}</span>
          </button>
          <button type="button" className={styles.smallButton} onClick={onRemove}>
            {photoTexts.discard}
            <span className="visually-hidden">{photoTexts.discardHidden(position)}</span>
          </button>
        </div>
      ) : (
        <>
          <div className={styles.progress}>
            <ProgressBar
              label={photoTexts.progressLabel(position)}
              value={progress}
              valueText={photoTexts.progressValue(progress)}
            />
          </div>
          <button type="button" className={cx(styles.overlayButton, styles.remove)} onClick={onRemove}>
            <CrossIcon size={20} strokeWidth={2.4} />
            <span className="visually-hidden">{photoTexts.cancelUpload(position)}</span>
          </button>
        </>
      )}
    </li>
  );
}

/** A free slot: a button that opens the file picker. */
export function EmptySlot({ onAdd }: { onAdd: () => void }) {
  return (
    <li className={cx(styles.slot, styles.empty)}>
      <button type="button" className={styles.add} onClick={onAdd}>
        <PlusIcon />
        <span>
          {photoTexts.add}
          <span className="visually-hidden">{photoTexts.addHidden}</span>
        </span>
      </button>
    </li>
  );
}
