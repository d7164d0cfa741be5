import { fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isOnboardingComplete } from '../../session/storage';
import { renderScreen } from '../../test/render';
import { OnboardingScreen } from './OnboardingScreen';

const current = () =>
  screen
    .getAllByRole('button', { name: /Aller à l'étape/ })
    .findIndex((dash) => dash.getAttribute('aria-current') === 'step');

describe('onboarding carousel (PRODUCT §2.1)', () => {
  it('walks through four slides, then completes the onboarding and goes to welcome', async () => {
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding');
    expect(screen.getByRole('group', { name: '1 sur 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Aller à l'étape/ })).toHaveLength(4);

    for (let step = 1; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(current()).toBe(step);
    }
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(isOnboardingComplete()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Commencer' }));
    expect(isOnboardingComplete()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Page /welcome' })).toBeInTheDocument();
  });

  it('follows the arrow keys, the dashes and swipes', async () => {
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(current()).toBe(2);
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe(1);

    await user.click(screen.getByRole('button', { name: "Aller à l'étape 4 sur 4" }));
    expect(screen.getByRole('group', { name: '4 sur 4' })).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: 'Découvrir Lien' });
    fireEvent.pointerDown(carousel, { clientX: 100 });
    fireEvent.pointerUp(carousel, { clientX: 220 });
    expect(current()).toBe(2);
    fireEvent.pointerDown(carousel, { clientX: 200 });
    fireEvent.pointerUp(carousel, { clientX: 190 });
    expect(current()).toBe(2);
  });

  it('can be skipped', async () => {
    renderScreen(<OnboardingScreen />, '/onboarding');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Passer' }));
    expect(isOnboardingComplete()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Page /welcome' })).toBeInTheDocument();
  });
});
