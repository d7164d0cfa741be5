import { verificationMessages as m, type VerificationReview } from '@lien/contract';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { VerificationQueue } from './VerificationQueue';
import { VerificationReviewScreen } from './VerificationReviewScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const review: VerificationReview = {
  verification: {
    id: 7,
    member: { id: 3, firstName: 'Inès', photoUrl: '/photos/thumb.webp' },
    gesture: 'deux doigts levés',
    submittedAt: '2026-11-28T10:00:00.000Z',
  },
  selfie: 'data:image/webp;base64,c2VsZmll',
  photoUrls: ['/photos/a.webp', '/photos/b.webp'],
};

const open = () =>
  renderScreen(<VerificationReviewScreen />, '/moderation/verifications/7', {
    path: '/moderation/verifications/:id',
  });

describe('the console’s photo verifications', () => {
  it('lists the sent selfies with the gesture asked', async () => {
    mockFetch({ 'GET /api/moderation/verifications': () => json({ verifications: [review.verification] }) });
    renderScreen(<VerificationQueue />, '/moderation');
    const link = await screen.findByRole('link', { name: m.open('Inès') });
    expect(link).toHaveAttribute('href', '/moderation/verifications/7');
    expect(link).toHaveTextContent(plainSpaces(m.requestedGesture('deux doigts levés')));
  });

  it('says when none waits', async () => {
    mockFetch({ 'GET /api/moderation/verifications': () => json({ verifications: [] }) });
    renderScreen(<VerificationQueue />, '/moderation');
    expect(await screen.findByText(plainSpaces(m.queueEmpty))).toBeInTheDocument();
  });

  it('shows the selfie beside the profile photos, and approves', async () => {
    const api = mockFetch({
      'GET /api/moderation/verifications/7': () => json(review),
      'POST /api/moderation/verification_decisions': () => json({ status: 'ok' }),
    });
    open();
    const selfie = await screen.findByRole('img', { name: m.selfieLabel('deux doigts levés') });
    expect(selfie).toHaveAttribute('src', review.selfie);
    expect(screen.getByRole('img', { name: 'Inès, 1' })).toHaveAttribute('src', '/photos/a.webp');
    expect(screen.getByRole('img', { name: 'Inès, 2' })).toHaveAttribute('src', '/photos/b.webp');

    await userEvent.setup().click(screen.getByRole('button', { name: m.approve }));
    expect(await screen.findByRole('heading', { name: 'Page /moderation' })).toBeInTheDocument();
    expect(api.calls('POST /api/moderation/verification_decisions')[0]?.body).toEqual({
      verificationId: 7,
      outcome: 'approve',
    });
  });

  it('refuses only with a reason, and sends the moderator’s words', async () => {
    const api = mockFetch({
      'GET /api/moderation/verifications/7': () => json(review),
      'POST /api/moderation/verification_decisions': () => json({ status: 'ok' }),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.refuse }));
    expect(screen.getByRole('alert')).toHaveTextContent(plainSpaces(m.reasonRequired));
    expect(api.calls('POST /api/moderation/verification_decisions')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Le geste demandé n’apparaît pas sur le selfie.' }));
    await user.type(screen.getByRole('textbox', { name: m.refusalNote }), 'Un seul doigt levé.');
    await user.click(screen.getByRole('button', { name: m.refuse }));
    expect(await screen.findByRole('heading', { name: 'Page /moderation' })).toBeInTheDocument();
    expect(api.calls('POST /api/moderation/verification_decisions')[0]?.body).toEqual({
      verificationId: 7,
      outcome: 'refuse',
      reason: 'Le geste demandé n’apparaît pas sur le selfie.',
      note: 'Un seul doigt levé.',
    });
  });

  it('says in French when the request was decided meanwhile', async () => {
    mockFetch({ 'GET /api/moderation/verifications/7': () => json({ error: m.notFound }, 404) });
    open();
    expect(await screen.findByText(plainSpaces(m.notFound))).toBeInTheDocument();
  });
});
