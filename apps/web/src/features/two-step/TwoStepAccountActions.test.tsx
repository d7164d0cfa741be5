import {
  type DataExport,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  twoStepMessages,
} from '@lien/contract';
import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { MyProfileScreen } from '../my-profile/MyProfileScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const on = { enabled: true, enabledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 10 };
const exported: DataExport = {
  exportedAt: '2026-11-27T12:00:00.000Z',
  account: {
    id: 7,
    email: 'helene@exemple.fr',
    isVerified: true,
    hasPassword: true,
    twoStepVerification: 'activée',
    referralSource: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastActiveAt: '2026-11-27T12:00:00.000Z',
  },
  profile: {
    firstName: 'Hélène',
    lastName: 'Durand',
    phone: '0611223344',
    birthDate: '1988-04-12',
    gender: 'female',
    seeking: 'male',
    city: { id: 1, name: 'Lyon', zipCode: '69001' },
    jobTitle: null,
    school: null,
    linkedin: null,
    bio: '',
  },
  preferences: DEFAULT_PREFERENCES,
  interests: [],
  questionnaire: null,
  photos: [],
  swipes: [],
  matches: [],
  conversations: [],
  reports: [],
  appointments: [],
  meetings: [],
  learning: {
    answers: 0,
    resetAt: null,
    categories: QUESTION_CATEGORY_IDS.map((category) => ({
      category,
      weight: 1,
      direction: 'unchanged' as const,
      answers: 0,
    })),
  },
  waitingScreenPassedOn: null,
  consents: [],
  photoVerifications: [],
  notifications: { preferences: DEFAULT_NOTIFICATION_PREFERENCES, pushDevices: [], turnReminders: [] },
  privacy: DEFAULT_PRIVACY_SETTINGS,
};

function open(routes: Record<string, FakeHandler>) {
  const api = mockFetch({
    'GET /api/my_profile': () => json(myProfile()),
    'GET /api/my_photos': () => json({ photos: [] }),
    'GET /api/two_step': () => json(on),
    ...routes,
  });
  renderScreen(<MyProfileScreen />, '/myProfile');
  return { api, user: userEvent.setup() };
}

describe('deletion and export with two-step verification on (issue #24)', () => {
  it('asks the code in the delete dialog and sends it with the password', async () => {
    const { api, user } = open({ 'POST /api/delete_account': () => json({ status: 'ok' }) });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    const field = await within(dialog).findByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(within(dialog).getByRole('radio', { name: 'Je fais une pause' }));
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(within(dialog).getByText(twoStepMessages.codeRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/delete_account')).toHaveLength(0);

    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('heading', { name: 'Page /goodbye' })).toBeInTheDocument();
    expect(api.calls('POST /api/delete_account').map((call) => call.body)).toEqual([
      { password: 'secret-123', reason: 'Je fais une pause', twoStepCode: '123456' },
    ]);
  });

  it('asks the code before the export, and downloads with it', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { api, user } = open({
      'POST /api/export_my_data': (request) => {
        const code = (request.body as { twoStepCode?: string }).twoStepCode;
        if (!code) return json({ error: twoStepMessages.codeRequired }, 400);
        return code === '654321' ? json(exported) : json({ error: twoStepMessages.wrongCode }, 400);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    const dialog = await screen.findByRole('dialog', { name: 'Télécharger mes données' });
    const field = within(dialog).getByLabelText('Code à 6 chiffres');
    await user.type(field, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(twoStepMessages.wrongCode);
    expect(createObjectURL).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(api.calls('POST /api/export_my_data').map((call) => call.body)).toEqual([
      {},
      { twoStepCode: '111111' },
      { twoStepCode: '654321' },
    ]);
  });
});
