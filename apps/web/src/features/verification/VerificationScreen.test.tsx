import { verificationMessages as m, type VerificationState } from '@lien/contract';
import { fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { VerificationScreen } from './VerificationScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const state = (
  status: VerificationState['status'],
  extra: Partial<VerificationState> = {},
): VerificationState => ({
  status,
  gesture: null,
  expiresAt: null,
  reason: null,
  note: null,
  badgeShown: true,
  ...extra,
});
const requested = state('requested', {
  gesture: 'le pouce levé',
  expiresAt: '2026-11-28T15:10:00.000Z',
});
const CAPTURE = 'data:image/jpeg;base64,c2VsZmll';

/** A camera that answers with one track, and a canvas that gives CAPTURE (jsdom draws nothing). */
function fakeCamera(answer: 'granted' | 'denied' = 'granted') {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (answer === 'denied') throw new DOMException('Refusé', 'NotAllowedError');
    // A stream the video accepts as its source (happy-dom checks the class), with one fake track.
    const stream = Object.create(MediaStream.prototype) as MediaStream;
    Object.defineProperty(stream, 'getTracks', { value: () => [track] });
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(CAPTURE);
  return { getUserMedia, track };
}

describe('VerificationScreen', () => {
  it('asks for a gesture, takes the selfie with the camera and sends it', async () => {
    const camera = fakeCamera();
    const api = mockFetch({
      'GET /api/photo_verification': () => json(state('none')),
      'POST /api/photo_verification': () => json(requested),
      'POST /api/photo_verification/selfie': () => json(state('submitted')),
    });
    renderScreen(<VerificationScreen />, '/verification');
    const user = userEvent.setup();

    expect(await screen.findByText(plainSpaces(m.intro))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.ask }));
    expect(await screen.findByText(plainSpaces(m.gesture('le pouce levé')))).toBeInTheDocument();
    expect(screen.getByText('Envoyez votre selfie avant 16:10.')).toBeInTheDocument();
    // No file input: the camera only.
    expect(document.querySelector('input[type="file"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: m.openCamera }));
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    const preview = await screen.findByLabelText(m.cameraLabel);
    expect(screen.getByRole('button', { name: m.capture })).toBeDisabled();
    fireEvent(preview, new Event('loadeddata'));
    await user.click(screen.getByRole('button', { name: m.capture }));
    expect(screen.getByRole('img', { name: m.previewLabel })).toHaveAttribute('src', CAPTURE);
    expect(camera.track.stop).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(plainSpaces(m.submitted))).toBeInTheDocument();
    expect(api.calls('POST /api/photo_verification/selfie')[0]?.body).toEqual({ image: CAPTURE });
    expect(screen.getByRole('button', { name: m.withdraw })).toBeInTheDocument();
  });

  it('says in French when the camera is refused', async () => {
    fakeCamera('denied');
    mockFetch({ 'GET /api/photo_verification': () => json(requested) });
    renderScreen(<VerificationScreen />, '/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.openCamera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(plainSpaces(m.cameraDenied));
  });

  it('shows a refusal with its reason, and a late selfie’s French error with a new gesture to ask', async () => {
    fakeCamera();
    let current = requested;
    mockFetch({
      'GET /api/photo_verification': () => json(current),
      'POST /api/photo_verification/selfie': () => {
        current = state('expired');
        return json({ error: m.requestExpired }, 410);
      },
    });
    renderScreen(<VerificationScreen />, '/verification');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.openCamera }));
    fireEvent(await screen.findByLabelText(m.cameraLabel), new Event('loadeddata'));
    await user.click(screen.getByRole('button', { name: m.capture }));
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(plainSpaces(m.requestExpired));
    expect(await screen.findByRole('button', { name: m.askAgain })).toBeInTheDocument();
  });

  it('tells the reason of a refusal and of a revoked verification', async () => {
    mockFetch({
      'GET /api/photo_verification': () =>
        json(
          state('refused', {
            reason: 'Le geste demandé n’apparaît pas sur le selfie.',
            note: 'Pouce caché.',
          }),
        ),
    });
    const first = renderScreen(<VerificationScreen />, '/verification');
    expect(
      await screen.findByText(plainSpaces(m.refused('Le geste demandé n’apparaît pas sur le selfie.'))),
    ).toBeInTheDocument();
    expect(screen.getByText('Pouce caché.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.ask })).toBeInTheDocument();
    first.unmount();

    mockFetch({ 'GET /api/photo_verification': () => json(state('revoked')) });
    const second = renderScreen(<VerificationScreen />, '/verification');
    expect(await screen.findByText(plainSpaces(m.revoked))).toBeInTheDocument();
    second.unmount();

    // A selfie no one examined in time: erased, and a new request offered.
    mockFetch({ 'GET /api/photo_verification': () => json(state('lapsed')) });
    renderScreen(<VerificationScreen />, '/verification');
    expect(await screen.findByText(plainSpaces(m.lapsed))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: m.ask })).toBeInTheDocument();
  });

  it('lets an approved member hide the badge and show it again', async () => {
    const api = mockFetch({
      'GET /api/photo_verification': () => json(state('approved')),
      'PUT /api/photo_verification/badge': (request) =>
        json(state('approved', { badgeShown: (request.body as { shown: boolean }).shown })),
    });
    renderScreen(<VerificationScreen />, '/verification');
    const user = userEvent.setup();
    expect(await screen.findByText(plainSpaces(m.approved))).toBeInTheDocument();
    const badge = screen.getByRole('switch', { name: m.showBadge });
    expect(badge).toBeChecked();
    await user.click(badge);
    await vi.waitFor(() => expect(badge).not.toBeChecked());
    expect(api.calls('PUT /api/photo_verification/badge')[0]?.body).toEqual({ shown: false });
  });
});
