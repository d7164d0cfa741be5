import { DEFAULT_PREFERENCES } from '@lien/contract';
import { NOT_SHARED } from '@lien/contract/rules';
import { preferencesMessages } from '@lien/contract/texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { KEY_COMMIT_DELAY_MS } from '../../ui/useReleaseCommit';
import { consentState } from '../questionnaire/quizTestKit';
import { PreferencesScreen } from './PreferencesScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * A clock the test moves itself (it also follows real time, so the screen's waits go on): what must
 * not happen within a delay is checked once the delay has passed, without waiting for it.
 */
function ownClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
}

const UPDATE = 'POST /api/update_profile';
const ok = (body: unknown) => json({ status: 'ok', ...(body as object) });

/** The screen over a fake API: my_profile answers `profile`, update_profile answers `update`. */
async function open(
  profile = myProfile({ seeking: 'female', preferences: DEFAULT_PREFERENCES }),
  update: (body: unknown) => Response | Promise<Response> = ok,
) {
  const api = mockFetch({
    'GET /api/my_profile': () => json(profile),
    [UPDATE]: (request) => update(request.body),
  });
  const { unmount } = renderScreen(<PreferencesScreen />, '/encounterPreferences');
  await screen.findByRole('group', { name: 'Je recherche' });
  return {
    api,
    unmount,
    user: userEvent.setup(),
    sent: () => api.calls(UPDATE).map((call) => call.body),
  };
}

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });
const chip = (groupName: string, name: string) => within(group(groupName)).getByRole('button', { name });
const distance = () => screen.getByRole('slider', { name: 'Distance maximale' });
const ageThumb = (which: 'minimum' | 'maximum') =>
  screen.getByRole('slider', { name: `Tranche d'âge Âge ${which}` });

describe('encounter preferences (PRODUCT §2.5, §3, §4, §5)', () => {
  it('shows the defaults of PRODUCT §3/§9 and the bounds of the sliders', async () => {
    await open();
    expect(radio('Je recherche', 'Femme')).toBeChecked();
    expect(radio('Je recherche', 'Homme')).not.toBeChecked();
    expect(distance()).toHaveValue('50');
    expect(distance()).toHaveAttribute('min', '1');
    expect(distance()).toHaveAttribute('max', '101');
    expect(distance()).toHaveAttribute('aria-valuetext', '50 km');
    expect(ageThumb('minimum')).toHaveValue('18');
    expect(ageThumb('maximum')).toHaveValue('99');
    expect(ageThumb('minimum')).toHaveAttribute('min', '18');
    expect(ageThumb('maximum')).toHaveAttribute('max', '99');
    expect(radio('Orientation politique', 'Peu importe')).toBeChecked();
    expect(radio('Religion', 'Peu importe')).toBeChecked();
    expect(chip("Niveau d'études", 'Peu importe')).toHaveAttribute('aria-pressed', 'true');
    expect(chip("Niveau d'études", 'BAC+5')).toHaveAttribute('aria-pressed', 'false');
    for (const situation of ['Fumeur(se)', 'A des enfants', 'Divorcé(e)']) {
      expect(chip('Situations à exclure', situation)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('shows the saved preferences, 101 km reading 100 km+', async () => {
    await open(
      myProfile({
        seeking: 'male',
        preferences: {
          maxDistance: 101,
          ageRange: [30, 45],
          partnerPoliticalOrientation: 'Différente mais pas extrême',
          partnerEducation: ['BAC+3', 'BAC+5'],
          partnerReligiousAffiliation: 'Athée',
          partnerSituation: ['Fumeur(se)'],
          verifiedOnly: true,
        },
      }),
    );
    expect(radio('Je recherche', 'Homme')).toBeChecked();
    expect(distance()).toHaveValue('101');
    expect(distance()).toHaveAttribute('aria-valuetext', '100 km+');
    expect(ageThumb('minimum')).toHaveValue('30');
    expect(ageThumb('maximum')).toHaveValue('45');
    expect(radio('Orientation politique', 'Différente mais pas extrême')).toBeChecked();
    expect(radio('Religion', 'Athée')).toBeChecked();
    expect(chip("Niveau d'études", 'BAC+3')).toHaveAttribute('aria-pressed', 'true');
    expect(chip("Niveau d'études", 'BAC+5')).toHaveAttribute('aria-pressed', 'true');
    expect(chip("Niveau d'études", 'Peu importe')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Situations à exclure', 'Fumeur(se)')).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves each single choice at once under its PRODUCT §7 field name', async () => {
    const { user, sent } = await open();
    await user.click(radio('Je recherche', 'Homme'));
    await user.click(radio('Orientation politique', 'Même que la mienne'));
    await user.click(radio('Religion', 'Croyant(e), peu importe la religion'));
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()).toEqual([
      { field: 'seeking', value: 'male' },
      { field: 'preferencesPartnerPoliticalOrientation', value: 'Même que la mienne' },
      { field: 'preferencesPartnerReligiousAffiliation', value: 'Croyant(e), peu importe la religion' },
    ]);
    expect(await screen.findByText(/^Enregistré/)).toHaveAttribute('role', 'status');
  });

  it('saves « Profils vérifiés uniquement » at once, on and off', async () => {
    const { user, sent } = await open();
    const verifiedOnly = screen.getByRole('switch', { name: 'Profils vérifiés uniquement' });
    expect(verifiedOnly).not.toBeChecked();
    await user.click(verifiedOnly);
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferencesVerifiedOnly', value: true }]));
    expect(verifiedOnly).toBeChecked();
    await user.click(verifiedOnly);
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ field: 'preferencesVerifiedOnly', value: false });
  });

  it("saves the multi-selects as whole lists; 'Peu importe' and the levels exclude each other", async () => {
    const { user, sent } = await open();
    await user.click(chip("Niveau d'études", 'BAC+5'));
    expect(chip("Niveau d'études", 'Peu importe')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip("Niveau d'études", 'BAC+3'));
    await user.click(chip("Niveau d'études", 'Peu importe'));
    expect(chip("Niveau d'études", 'BAC+5')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip('Situations à exclure', 'Divorcé(e)'));
    await user.click(chip('Situations à exclure', 'Fumeur(se)'));
    await waitFor(() => expect(sent()).toHaveLength(5));
    expect(sent()).toEqual([
      { field: 'preferencesPartnerEducation', value: ['BAC+5'] },
      // The product brief's order, whatever the order of the taps.
      { field: 'preferencesPartnerEducation', value: ['BAC+3', 'BAC+5'] },
      { field: 'preferencesPartnerEducation', value: ['Peu importe'] },
      { field: 'preferencesPartnerSituation', value: ['Divorcé(e)'] },
      { field: 'preferencesPartnerSituation', value: ['Fumeur(se)', 'Divorcé(e)'] },
    ]);
  });

  it('saves the distance only when the thumb is let go', async () => {
    const { sent } = await open();
    fireEvent.change(distance(), { target: { value: '60' } });
    fireEvent.change(distance(), { target: { value: '80' } });
    expect(distance()).toHaveAttribute('aria-valuetext', '80 km');
    expect(sent()).toHaveLength(0);
    fireEvent.pointerUp(distance());
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.maxDistance', value: 80 }]));
    // Leaving the slider afterwards does not save the same value again.
    fireEvent.blur(distance());
    await screen.findByText('Enregistré');
    expect(sent()).toHaveLength(1);
  });

  /** An arrow key pressed on a slider, as the browser does it: the value moves, then the key comes up. */
  const pressArrow = (slider: HTMLElement, to: number) => {
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.change(slider, { target: { value: String(to) } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
  };

  it('saves the distance once after arrow keys, when the keys rest, not at every press', async () => {
    const elapse = ownClock();
    const { sent } = await open();
    for (const km of [51, 52, 53, 54, 55]) pressArrow(distance(), km);
    expect(distance()).toHaveAttribute('aria-valuetext', '55 km');
    expect(sent()).toHaveLength(0);
    await elapse(KEY_COMMIT_DELAY_MS / 2);
    expect(sent()).toHaveLength(0);
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.maxDistance', value: 55 }]), {
      timeout: KEY_COMMIT_DELAY_MS * 3,
    });
    // Leaving the slider afterwards, or a key that moves nothing (Tab arriving), saves nothing more.
    fireEvent.keyUp(distance(), { key: 'Tab' });
    fireEvent.blur(distance());
    await elapse(KEY_COMMIT_DELAY_MS * 1.5);
    expect(sent()).toHaveLength(1);
  });

  it('saves at once when the focus leaves right after the keys', async () => {
    const elapse = ownClock();
    const { sent } = await open();
    pressArrow(distance(), 101);
    fireEvent.blur(distance());
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.maxDistance', value: 101 }]));
    await elapse(KEY_COMMIT_DELAY_MS * 1.5);
    expect(sent()).toHaveLength(1);
  });

  it('saves the age range once after arrow keys on either thumb', async () => {
    const { sent } = await open();
    pressArrow(ageThumb('minimum'), 19);
    pressArrow(ageThumb('minimum'), 20);
    fireEvent.keyDown(ageThumb('maximum'), { key: 'ArrowLeft' });
    fireEvent.change(ageThumb('maximum'), { target: { value: '98' } });
    fireEvent.keyUp(ageThumb('maximum'), { key: 'ArrowLeft' });
    expect(sent()).toHaveLength(0);
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.ageRange', value: [20, 98] }]), {
      timeout: KEY_COMMIT_DELAY_MS * 3,
    });
  });

  it('saves a change still waiting for the keys to rest when the screen is left', async () => {
    const { sent, unmount } = await open();
    pressArrow(distance(), 70);
    unmount();
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.maxDistance', value: 70 }]));
  });

  it('saves the age range as a pair when a thumb is let go', async () => {
    const { sent } = await open();
    fireEvent.change(ageThumb('minimum'), { target: { value: '25' } });
    fireEvent.change(ageThumb('maximum'), { target: { value: '40' } });
    expect(sent()).toHaveLength(0);
    fireEvent.pointerUp(ageThumb('maximum'));
    await waitFor(() => expect(sent()).toEqual([{ field: 'preferences.ageRange', value: [25, 40] }]));
  });

  it('rolls a multi-select toggle back when its save fails, with the PRODUCT §8 message', async () => {
    const reply = deferred<Response>();
    const { user } = await open(undefined, () => reply.promise);
    await user.click(chip('Situations à exclure', 'A des enfants'));
    // Optimistic: on at once, while the call is in flight.
    expect(chip('Situations à exclure', 'A des enfants')).toHaveAttribute('aria-pressed', 'true');
    reply.resolve(json({ error: 'Erreur interne.' }, 500));
    expect(await within(group('Situations à exclure')).findByRole('alert')).toHaveTextContent(
      preferencesMessages.saveFailed,
    );
    expect(chip('Situations à exclure', 'A des enfants')).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a single choice and a slider back too', async () => {
    const { user } = await open(undefined, () => json({ error: 'Erreur interne.' }, 500));
    await user.click(radio('Religion', 'Athée'));
    expect(await within(group('Religion')).findByRole('alert')).toHaveTextContent(
      preferencesMessages.saveFailed,
    );
    expect(radio('Religion', 'Peu importe')).toBeChecked();

    fireEvent.change(distance(), { target: { value: '90' } });
    fireEvent.pointerUp(distance());
    await waitFor(() => expect(distance()).toHaveValue('50'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      preferencesMessages.saveFailed,
      preferencesMessages.saveFailed,
    ]);
  });

  it('keeps a newer toggle when an older save of the same list fails', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { user } = await open(undefined, (body) => {
      calls += 1;
      return calls === 1 ? first.promise : ok(body);
    });
    await user.click(chip('Situations à exclure', 'Fumeur(se)'));
    await user.click(chip('Situations à exclure', 'Divorcé(e)'));
    await screen.findByText('Enregistré');
    first.resolve(json({ error: 'Erreur interne.' }, 500));
    await waitFor(() => expect(calls).toBe(2));
    expect(chip('Situations à exclure', 'Fumeur(se)')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Situations à exclure', 'Divorcé(e)')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the preferences cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/my_profile': () => (fail ? json({ error: 'Erreur interne.' }, 500) : json(myProfile())),
    });
    renderScreen(<PreferencesScreen />, '/encounterPreferences');
    expect(await screen.findByRole('alert')).toHaveTextContent(preferencesMessages.loadFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('group', { name: 'Je recherche' })).toBeInTheDocument();
  });
});

describe('partner religion and politics without the sensitive-data consent', () => {
  it('show «\u00a0Non partagé\u00a0» instead of the choices, with where to consent', async () => {
    mockFetch({
      'GET /api/my_profile': () => json(myProfile({ preferences: DEFAULT_PREFERENCES })),
      'GET /api/sensitive_consent': () => json(consentState(false)),
    });
    renderScreen(<PreferencesScreen />, '/encounterPreferences');
    for (const name of ['Orientation politique', 'Religion']) {
      const shown = await screen.findByRole('group', { name });
      expect(within(shown).getByText(NOT_SHARED)).toBeInTheDocument();
      expect(within(shown).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(shown).getByRole('link', { name: 'Confidentialité' })).toHaveAttribute(
        'href',
        '/privacy',
      );
    }
    // The other preferences stay as they are.
    expect(screen.getByRole('group', { name: "Niveau d'études" })).toBeInTheDocument();
  });
});
