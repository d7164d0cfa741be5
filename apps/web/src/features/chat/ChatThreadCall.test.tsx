import type { Appointment } from '@lien/contract';
import { screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

// Camille is member 101 (conversation 1).
const CAMILLE = conversation(1, 'Camille');

const call = (id: number, partnerId: number, firstName: string, startsAt: string): Appointment => ({
  id,
  partner: { id: partnerId, firstName, photoUrl: null },
  startsAt,
  durationMinutes: 30,
  roomUrl: `https://meet.jit.si/lien-${String(id).padStart(32, '0')}`,
});

function open(appointments: () => Appointment[], routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [CAMILLE] }),
    'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'GET /api/appointments': () => json({ appointments: appointments() }),
    ...routes,
  });
  renderScreen(<ChatScreen />, '/chat?conversationID=1');
  return api;
}

describe('a video call from the thread (PRODUCT §2.5, §2.6)', () => {
  it("offers 'Planifier un appel' in the header, leading to the planning with that person", async () => {
    open(() => []);
    const plan = await screen.findByRole('link', { name: 'Planifier un appel' });
    // The conversation goes along: once booked, the way back is to it.
    expect(plan).toHaveAttribute('href', '/videoCall?userId=101&conversationID=1');
  });

  it('shows the call booked with that person, in French and Paris time, with its room', async () => {
    open(() => [
      // Someone else's call comes first in the agenda: the thread shows only Camille's.
      call(4, 300, 'Inès', '2030-04-01T08:00:00.000Z'),
      call(5, 101, 'Camille', '2030-04-02T12:00:00.000Z'),
    ]);
    const booked = await screen.findByText(/^Appel vidéo prévu le/);
    // Noon UTC in April is 14:00 in Paris.
    expect(booked).toHaveTextContent('Appel vidéo prévu le mardi 2 avril à 14:00');
    expect(screen.queryByText(/lundi 1 avril/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "Rejoindre l'appel avec Camille D. (nouvel onglet)" }),
    ).toHaveAttribute('href', call(5, 101, 'Camille', '').roomUrl);
  });

  it('shows nothing of a call when none is booked, and the call Camille books as soon as the server tells', async () => {
    let agenda: Appointment[] = [];
    const api = open(() => agenda);
    await screen.findByRole('link', { name: 'Planifier un appel' });
    await vi.waitFor(() => expect(api.calls('GET /api/appointments')).toHaveLength(1), patiently);
    expect(screen.queryByText(/^Appel vidéo prévu/)).not.toBeInTheDocument();

    agenda = [call(6, 101, 'Camille', '2030-04-03T08:00:00.000Z')];
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({ type: 'appointment', appointmentId: 6 });
    expect(await screen.findByText(/^Appel vidéo prévu le/)).toHaveTextContent('mercredi 3 avril à 10:00');
  });

  it('offers no call once the person has left the product', async () => {
    open(() => [], {
      'GET /api/conversations': () =>
        json({ conversations: [conversation(1, 'Camille', { participantDeleted: true })] }),
    });
    expect(await screen.findByText("Cette personne n'est plus joignable.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Planifier un appel' })).not.toBeInTheDocument();
  });
});
