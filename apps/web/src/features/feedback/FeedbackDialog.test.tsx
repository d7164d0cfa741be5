import { feedbackMessages as t } from '@lien/contract';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { options } from 'preact';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { plainSpaces } from '../../test/plainSpaces';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';
import { FeedbackDialog } from './FeedbackDialog';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

/** What opens the dialog in the app (the side menu's entry), reduced to a button. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t.open}
      </button>
      {open && <FeedbackDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function open(handler: FakeHandler = () => json({ status: 'ok' })) {
  const api = mockFetch({ 'POST /api/submit_feedback': handler });
  render(withQueries(<Opener />));
  return { api, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: t.open }));
  return screen.getByRole('dialog', { name: t.title });
}

describe('the feedback dialog (PRODUCT §2.5, §5, §8)', () => {
  it('asks for a rating before sending anything', async () => {
    const { api, user } = open();
    await openDialog(user);
    await user.type(screen.getByLabelText(t.commentLabel), 'Très bien');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner une note avant de soumettre.');
    expect(api.calls('POST /api/submit_feedback')).toHaveLength(0);
  });

  it('offers five ratings, labelled for screen readers, in one group', async () => {
    const { user } = open();
    await openDialog(user);
    const group = screen.getByRole('group', { name: t.ratingLegend });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(group).toContainElement(screen.getByRole('radio', { name: '5 sur 5' }));
  });

  it('sends the rating and the comment with the session, then thanks', async () => {
    signIn();
    const { api, user } = open();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: '4 sur 5' }));
    await user.type(screen.getByLabelText(t.commentLabel), '  Une <b>belle</b> appli ');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(plainSpaces(t.thanks));
    const [call] = api.calls('POST /api/submit_feedback');
    expect(call?.body).toEqual({ rating: 4, comment: 'Une belle appli' });
    expect(call?.headers.get('authorization')).toBe('Bearer test-jwt');
    expect(screen.getByRole('button', { name: t.close })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a rating alone, without a session, when no comment is written', async () => {
    const { api, user } = open();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: '2 sur 5' }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText(plainSpaces(t.thanks));
    const [call] = api.calls('POST /api/submit_feedback');
    expect(call?.body).toEqual({ rating: 2 });
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('says the sending failed and keeps what was written', async () => {
    const { user } = open(() => json({ error: 'Erreur' }, 500));
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: '3 sur 5' }));
    await user.type(screen.getByLabelText(t.commentLabel), 'Mon avis');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'envoi. Veuillez réessayer.");
    expect(screen.getByLabelText(t.commentLabel)).toHaveValue('Mon avis');
    expect(screen.getByRole('radio', { name: '3 sur 5' })).toBeChecked();
  });

  it('gives the focus back to what opened it when the comment was entered before the next frame', async () => {
    open();
    // As in a browser: effects wait for the next frame, which this test draws by hand.
    const runEffectsAfterRender = options.requestAnimationFrame;
    let nextFrame = () => {};
    options.requestAnimationFrame = (runEffects) => {
      nextFrame = runEffects;
    };
    try {
      const opener = screen.getByRole('button', { name: t.open });
      opener.focus();
      opener.click();
      const comment = await screen.findByLabelText(t.commentLabel);
      comment.focus();
      nextFrame();
      comment.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patiently);
      nextFrame();
      expect(opener).toHaveFocus();
    } finally {
      options.requestAnimationFrame = runEffectsAfterRender;
    }
  });

  it('closes with Escape, giving the focus back to what opened it', async () => {
    const { user } = open();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.open })).toHaveFocus();
  });
});
