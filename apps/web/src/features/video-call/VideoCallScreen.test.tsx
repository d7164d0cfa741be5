import { APPOINTMENT_TIMES, type Appointment } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { NO_APPOINTMENT } from './Agenda';
import { BOOKING_FAILED } from './Scheduler';
import type { SlotDay } from './SlotPicker';
import { VideoCallScreen } from './VideoCallScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const DATES = [
  '2030-04-01',
  '2030-04-02',
  '2030-04-03',
  '2030-04-04',
  '2030-04-05',
  '2030-04-06',
  '2030-04-07',
];

/** Seven days: on the first, 10:00 is past; 11:00 on the second is taken. */
function slotDays(taken: Record<string, string[]> = { '2030-04-02': ['11:00'] }): SlotDay[] {
  return DATES.map((date, index) => ({
    date,
    slots: APPOINTMENT_TIMES.filter((time) => index > 0 || time !== '10:00').map((time) => ({
      time,
      available: !(taken[date] ?? []).includes(time),
    })),
  }));
}

const BOOKED: Appointment = {
  id: 5,
  partner: { id: 12, firstName: 'Camille', photoUrl: '/photos/12-thumb.webp' },
  startsAt: '2030-04-02T12:00:00.000Z',
  durationMinutes: 30,
  roomUrl: 'https://meet.jit.si/lien-0123456789abcdef0123456789abcdef',
};

function open(routes: Record<string, FakeHandler> = {}, entry = '/videoCall?userId=12') {
  let agenda: Appointment[] = [];
  const api = mockFetch({
    'GET /api/appointments': () => json({ appointments: agenda }),
    'GET /api/appointment_slots': () => json({ days: slotDays() }),
    'GET /api/user_profile/12': () => json(swipeProfile({ id: 12, firstName: 'Camille' })),
    'POST /api/appointments': () => {
      agenda = [BOOKED];
      return json({ appointment: BOOKED });
    },
    ...routes,
  });
  renderScreen(<VideoCallScreen />, entry);
  return { api, user: userEvent.setup() };
}

const day = (name: RegExp | string) => screen.getByRole('radio', { name });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmer le rendez-vous' });

describe('video call planning (PRODUCT §2.6)', () => {
  it('offers the 7 days, then the six times of the chosen day; confirm waits for both', async () => {
    const { api, user } = open();
    expect(
      await screen.findByRole('heading', { name: 'Planifier un appel avec Camille' }),
    ).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Choisissez un jour' })).getAllByRole('radio');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName('lundi 1 avril');
    expect(api.calls('GET /api/appointment_slots')[0]?.url.searchParams.get('userId')).toBe('12');
    expect(screen.queryByRole('group', { name: /Choisissez une heure/ })).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();

    await user.click(day('mardi 2 avril'));
    const times = within(
      screen.getByRole('group', { name: 'Choisissez une heure (mardi 2 avril)' }),
    ).getAllByRole('radio');
    expect(times.map((radio) => radio.getAttribute('value'))).toEqual([...APPOINTMENT_TIMES]);
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '14:00' }));
    expect(screen.getByRole('radio', { name: '14:00' })).toBeChecked();
    expect(screen.getByText('mardi 2 avril à 14:00, 30 minutes avec Camille.')).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();

    // Another day clears the time chosen.
    await user.click(day('mercredi 3 avril'));
    expect(screen.getByRole('radio', { name: '14:00' })).not.toBeChecked();
    expect(confirmButton()).toBeDisabled();
  });

  it('disables taken and past times, saying why to screen readers', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'mardi 2 avril' }));
    const taken = screen.getByRole('radio', { name: '11:00, créneau déjà pris' });
    expect(taken).toBeDisabled();
    await user.click(taken);
    expect(taken).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '10:00' })).toBeEnabled();

    await user.click(day('lundi 1 avril'));
    expect(screen.getByRole('radio', { name: '10:00, horaire passé' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '11:00' })).toBeEnabled();
  });

  it('says a day is full when none of its times is free', async () => {
    const full = { '2030-04-03': [...APPOINTMENT_TIMES] };
    const { user } = open({ 'GET /api/appointment_slots': () => json({ days: slotDays(full) }) });
    await user.click(await screen.findByRole('radio', { name: 'mercredi 3 avril, complet' }));
    const times = within(screen.getByRole('group', { name: /Choisissez une heure/ })).getAllByRole('radio');
    expect(times.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
  });

  it("confirms: 'Rendez-vous confirmé\u00a0!', the e-mail sent, and the call in the agenda", async () => {
    const { api, user } = open();
    expect(await screen.findByText(NO_APPOINTMENT)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'mardi 2 avril' }));
    await user.click(screen.getByRole('radio', { name: '14:00' }));
    await user.click(confirmButton());

    const heading = await screen.findByRole('heading', { name: chatMessages.appointmentConfirmed });
    expect(heading).toHaveFocus();
    expect(api.calls('POST /api/appointments')[0]?.body).toEqual({
      partnerId: 12,
      date: '2030-04-02',
      time: '14:00',
    });
    expect(
      screen.getByText('Votre appel vidéo avec Camille aura lieu le mardi 2 avril à 14:00 (30 minutes).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Un e-mail de confirmation avec le lien de connexion vous a été envoyé, ainsi qu'à Camille.",
      ),
    ).toBeInTheDocument();

    const agenda = screen.getByRole('region', { name: 'Vos rendez-vous' });
    expect(
      await within(agenda).findByRole('heading', { name: 'Appel vidéo avec Camille' }),
    ).toBeInTheDocument();
    expect(within(agenda).getByText('mardi 2 avril, de 14:00 à 14:30')).toBeInTheDocument();
    expect(
      within(agenda).getByRole('link', { name: "Rejoindre l'appel avec Camille (nouvel onglet)" }),
    ).toHaveAttribute('href', BOOKED.roomUrl);
    expect(api.calls('GET /api/appointments')).toHaveLength(2);
  });

  it('leads back where the planning started: the conversation, or the pending matches', async () => {
    const fromChat = open({}, '/videoCall?userId=12&conversationID=7');
    await fromChat.user.click(await screen.findByRole('radio', { name: 'mardi 2 avril' }));
    await fromChat.user.click(screen.getByRole('radio', { name: '14:00' }));
    await fromChat.user.click(confirmButton());
    await screen.findByRole('heading', { name: chatMessages.appointmentConfirmed });
    expect(screen.getByRole('link', { name: 'Retour à la conversation' })).toHaveAttribute(
      'href',
      '/chat?conversationID=7',
    );
    expect(screen.queryByRole('link', { name: 'Retour aux matchs en attente' })).toBeNull();
  });

  it('leads back to the pending matches when planned from there', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'mardi 2 avril' }));
    await user.click(screen.getByRole('radio', { name: '14:00' }));
    await user.click(confirmButton());
    await screen.findByRole('heading', { name: chatMessages.appointmentConfirmed });
    expect(screen.getByRole('link', { name: 'Retour aux matchs en attente' })).toHaveAttribute(
      'href',
      '/pendingMatches',
    );
  });

  it('shows a slot taken meanwhile in French and loads the slots again', async () => {
    let taken: Record<string, string[]> = { '2030-04-02': ['11:00'] };
    const { api, user } = open({
      'GET /api/appointment_slots': () => json({ days: slotDays(taken) }),
      'POST /api/appointments': () => {
        taken = { '2030-04-02': ['11:00', '15:00'] };
        return json({ error: chatMessages.slotTaken }, 409);
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'mardi 2 avril' }));
    await user.click(screen.getByRole('radio', { name: '15:00' }));
    await user.click(confirmButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(chatMessages.slotTaken);
    expect(await screen.findByRole('radio', { name: '15:00, créneau déjà pris' })).toBeDisabled();
    expect(api.calls('GET /api/appointment_slots')).toHaveLength(2);
    expect(confirmButton()).toBeDisabled();
    expect(
      screen.queryByRole('heading', { name: chatMessages.appointmentConfirmed }),
    ).not.toBeInTheDocument();

    // Choosing another time clears the message.
    await user.click(screen.getByRole('radio', { name: '16:00' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the booking fails for another reason, keeping the choice', async () => {
    const { user } = open({ 'POST /api/appointments': () => Promise.reject(new TypeError('offline')) });
    await user.click(await screen.findByRole('radio', { name: 'jeudi 4 avril' }));
    await user.click(screen.getByRole('radio', { name: '17:00' }));
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_FAILED);
    expect(screen.getByRole('radio', { name: '17:00' })).toBeChecked();
    expect(confirmButton()).toBeEnabled();
  });

  it("shows the server's refusal for someone who is not a match", async () => {
    open({ 'GET /api/appointment_slots': () => json({ error: chatMessages.notMatched }, 403) });
    expect(await screen.findByRole('alert')).toHaveTextContent(chatMessages.notMatched);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('shows a call the partner planned as soon as the server tells, and the time it took', async () => {
    let agenda: Appointment[] = [];
    let taken: Record<string, string[]> = {};
    const { api, user } = open({
      'GET /api/appointments': () => json({ appointments: agenda }),
      'GET /api/appointment_slots': () => json({ days: slotDays(taken) }),
    });
    expect(await screen.findByText(NO_APPOINTMENT)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'mardi 2 avril' }));
    await user.click(screen.getByRole('radio', { name: '14:00' }));
    expect(confirmButton()).toBeEnabled();

    agenda = [BOOKED];
    taken = { '2030-04-02': ['14:00'] };
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({ type: 'appointment', appointmentId: BOOKED.id });
    expect(await screen.findByRole('heading', { name: 'Appel vidéo avec Camille' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '14:00, créneau déjà pris' })).toBeDisabled();
    expect(confirmButton()).toBeDisabled();
    expect(api.calls('GET /api/appointment_slots')).toHaveLength(2);
  });

  it('is the agenda without a match in the address: the calls booked, then the way to the pending matches', async () => {
    const { api } = open({ 'GET /api/appointments': () => json({ appointments: [BOOKED] }) }, '/videoCall');
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    const agenda = screen.getByRole('region', { name: 'Vos rendez-vous' });
    expect(
      await within(agenda).findByRole('heading', { name: 'Appel vidéo avec Camille' }),
    ).toBeInTheDocument();
    expect(within(agenda).getByText('mardi 2 avril, de 14:00 à 14:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes matchs en attente' })).toHaveAttribute(
      'href',
      '/pendingMatches',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(api.calls('GET /api/appointment_slots')).toHaveLength(0);
  });
});
