import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { completeOnboarding } from '../../session/storage';
import { Button } from '../../ui/Button';
import styles from './Onboarding.module.css';
import { onboardingSlides as slides } from './onboardingSlides';

/** A horizontal move longer than this is a swipe; shorter ones are taps or shaky fingers. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * PRODUCT §2.1 /onboarding: four slides with progress dashes, buttons, arrow keys and swipes.
 * Finishing (or skipping) marks onboarding complete, so `/` leads to welcome from then on.
 */
export function OnboardingScreen() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const last = slides.length - 1;
  const slide = slides[index] ?? slides[0];

  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  const finish = () => {
    completeOnboarding();
    navigate('/welcome', { replace: true });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [last]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_THRESHOLD_PX) go(index + 1);
    else if (distance >= SWIPE_THRESHOLD_PX) go(index - 1);
  };

  if (!slide) return null;
  return (
    <main className={styles.screen}>
      <h1 className="visually-hidden">Découvrir Lien</h1>
      <div className={styles.top}>
        {index < last && (
          <Button variant="ghost" onClick={finish}>
            Passer
          </Button>
        )}
      </div>
      <section
        className={styles.carousel}
        aria-roledescription="carrousel"
        aria-label="Découvrir Lien"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {/* A stable polite live region: the new slide is read when a button or a key changes it. */}
        <div aria-live="polite">
          {/* The carousel pattern of WAI-ARIA: each slide is a group described as a "diapositive". */}
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide. */}
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${slides.length}`}
          >
            <div className={styles.icon}>{slide.icon}</div>
            <h2 className={styles.title}>{slide.title}</h2>
            <p className={styles.text}>{slide.text}</p>
          </div>
        </div>
      </section>
      <ol className={styles.dashes} aria-label="Progression">
        {slides.map((item, position) => (
          <li key={item.title}>
            <button
              type="button"
              className={styles.dash}
              aria-label={`Aller à l'étape ${position + 1} sur ${slides.length}`}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => go(position)}
            />
          </li>
        ))}
      </ol>
      <div className={styles.nav}>
        {index > 0 && (
          <Button variant="secondary" onClick={() => go(index - 1)}>
            Précédent
          </Button>
        )}
        {index < last ? (
          <Button onClick={() => go(index + 1)}>Suivant</Button>
        ) : (
          <Button onClick={finish}>Commencer</Button>
        )}
      </div>
    </main>
  );
}
