import type { SwipeProfile } from '@lien/contract';
import { type KeyboardEvent, useState } from 'react';
import { ChevronIcon } from '../../ui/icons';
import styles from './PhotoCarousel.module.css';
import { usePhotoSwipe } from './usePhotoSwipe';

export interface PhotoCarouselProps {
  images: SwipeProfile['images'];
  /** The person's first name, for the photos' descriptions. */
  name: string;
}

/** "Photo 2 sur 5": the dots' names and what is announced when the photo changes. */
export const photoPosition = (index: number, count: number) => `Photo ${index + 1} sur ${count}`;

/**
 * PRODUCT §2.5/§4 photo carousel: dots, previous/next arrows, wrap-around at both ends, a horizontal
 * swipe of more than 75 px on the photo, and ←/→ while the focus is on its controls. The arrow
 * keys are kept here (preventDefault) so the deck does not also read them as pass or like.
 * Render it with `key` = the profile, so another person starts at their first photo.
 */
export function PhotoCarousel({ images, name }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (target: number) => setIndex(((target % count) + count) % count);
  const next = () => go(index + 1);
  const previous = () => go(index - 1);
  const swipe = usePhotoSwipe(next, previous);
  const current = images[index];

  if (!current) {
    return (
      <div className={styles.carousel} data-photo-swipe>
        <div className={styles.placeholder} role="img" aria-label={`${name} n'a pas encore de photo`}>
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={`Photos de ${name}`}
      data-photo-swipe
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} {...swipe}>
        <img
          key={current.id}
          className={styles.photo}
          src={current.url}
          alt={`${name}, ${photoPosition(index, count).toLowerCase()}`}
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label="Photo précédente"
              onClick={previous}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Photo suivante"
              onClick={next}
            >
              <ChevronIcon direction="right" />
            </button>
            <div className={styles.dots}>
              {images.map((image, position) => (
                <button
                  key={image.id}
                  type="button"
                  // The arrows already serve the keyboard: five more tab stops per card would only slow it.
                  tabIndex={-1}
                  className={styles.dot}
                  aria-label={photoPosition(position, count)}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <p className="visually-hidden" aria-live="polite">
          {photoPosition(index, count)}
        </p>
      )}
    </section>
  );
}
