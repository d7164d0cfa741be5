import { discoveryMessages } from '@lien/contract/texts';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swipeProfile } from '../../test/profiles';
import { ProfileCard } from './ProfileCard';

afterEach(() => vi.unstubAllGlobals());

const current = () => screen.getByRole('button', { current: true });
const photo = () => screen.getByRole('img', { name: /^Camille, photo/ });

/** A pointer gesture on the photo, from one point to another. */
function drag(target: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(target, {
    pointerId: 1,
    button: 0,
    pointerType: 'touch',
    clientX: from[0],
    clientY: from[1],
  });
  fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'touch', clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'touch', clientX: to[0], clientY: to[1] });
}

describe('profile card (PRODUCT §2.5)', () => {
  it('shows who the person is: name, age, city and km, job, school, verified badge', () => {
    render(<ProfileCard profile={swipeProfile()} />);
    expect(screen.getByRole('heading', { level: 2, name: /^Camille, 31 ans/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profil vérifié' })).toBeInTheDocument();
    expect(screen.getByText('Lyon · à 12 km')).toBeInTheDocument();
    expect(screen.getByText('Architecte')).toBeInTheDocument();
    expect(screen.getByText('ENSA Lyon')).toBeInTheDocument();
    expect(screen.getByText('Randonnées le week-end, cinéma le soir.')).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: "Centres d'intérêt" });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Randonnée', 'Cinéma']);
  });

  it("shows the 'Affinités' as named meters with their percentages", () => {
    render(<ProfileCard profile={swipeProfile()} />);
    const affinities = screen.getByRole('region', { name: 'Affinités' });
    const meters = within(affinities).getAllByRole('meter');
    expect(meters).toHaveLength(6);
    const first = within(affinities).getByRole('meter', { name: 'Connexion émotionnelle et communication' });
    expect(first).toHaveAttribute('aria-valuenow', '90');
    expect(first).toHaveAttribute('aria-valuemax', '100');
    expect(first.getAttribute('aria-valuetext')).toMatch(/^90\s%$/);
  });

  it("says 'Pas de biographie.' for an empty bio, and leaves out what is unknown", () => {
    render(
      <ProfileCard
        profile={swipeProfile({ bio: '   ', isVerified: false, distance: null, jobTitle: '', school: '' })}
      />,
    );
    const about = screen.getByRole('region', { name: 'À propos' });
    expect(within(about).getByText(discoveryMessages.noBio)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Profil vérifié' })).not.toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    expect(screen.queryByText(/km/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Emploi/)).not.toBeInTheDocument();
  });

  it('shows a placeholder when there is no photo', () => {
    render(<ProfileCard profile={swipeProfile({ images: [] })} />);
    expect(screen.getByRole('img', { name: "Camille n'a pas encore de photo" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
  });
});

describe('photo carousel (PRODUCT §4)', () => {
  it('moves with the arrows and the dots, and wraps around at both ends', async () => {
    render(<ProfileCard profile={swipeProfile()} />);
    const user = userEvent.setup();
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');
    expect(photo()).toHaveAttribute('src', '/photos/21-1.webp');

    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(current()).toHaveAccessibleName('Photo 3 sur 3');
    expect(photo()).toHaveAttribute('src', '/photos/21-3.webp');
    expect(screen.getByText('Photo 3 sur 3')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');

    await user.click(screen.getByRole('button', { name: 'Photo 2 sur 3' }));
    expect(current()).toHaveAccessibleName('Photo 2 sur 3');
    expect(photo()).toHaveAccessibleName('Camille, photo 2 sur 3');
  });

  it('answers the arrow keys while the focus is on its controls', async () => {
    render(<ProfileCard profile={swipeProfile()} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Photo suivante' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('Photo 2 sur 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toHaveAccessibleName('Photo 3 sur 3');
  });

  it('turns the photo on a horizontal swipe of more than 75 px, not less', () => {
    render(<ProfileCard profile={swipeProfile()} />);
    drag(photo(), [200, 100], [125, 100]);
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');

    drag(photo(), [200, 100], [124, 100]);
    expect(current()).toHaveAccessibleName('Photo 2 sur 3');

    drag(photo(), [100, 100], [190, 100]);
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');

    drag(photo(), [100, 100], [20, 100]);
    drag(photo(), [100, 100], [20, 100]);
    drag(photo(), [100, 100], [20, 100]);
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');
  });

  it('leaves a mostly vertical movement to the scroll', () => {
    render(<ProfileCard profile={swipeProfile()} />);
    drag(photo(), [200, 100], [110, 300]);
    expect(current()).toHaveAccessibleName('Photo 1 sur 3');
  });
});
