import { REPORT_REASONS } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { swipeProfile } from '../../test/profiles';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';
import { ProfileCard } from '../discovery/ProfileCard';
import { ReportDialog } from './ReportDialog';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const thanks = discoveryMessages.reportSaved;

/** Opens the card's report dialog and picks a reason; returns the dialog. */
async function startReport(reason = 'Harcèlement') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Signaler ce profil' }));
  const dialog = screen.getByRole('dialog', { name: 'Signaler ce profil' });
  await user.click(within(dialog).getByRole('radio', { name: reason }));
  return { user, dialog };
}

describe('reporting a profile (PRODUCT §3, §8)', () => {
  it('offers the five reasons and sends the chosen one, then closes and tells the screen', async () => {
    const api = mockFetch({ 'POST /api/report_profile': () => json({ status: 'ok', message: thanks }) });
    const onReported = vi.fn();
    render(withQueries(<ProfileCard profile={swipeProfile()} onReported={onReported} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Signaler ce profil' }));

    const dialog = screen.getByRole('dialog', { name: 'Signaler ce profil' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...REPORT_REASONS]);
    expect(within(dialog).getByRole('button', { name: 'Signaler' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Faux profil/Arnaque' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));

    await vi.waitFor(() => expect(onReported).toHaveBeenCalledWith(21, thanks), patiently);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api.calls('POST /api/report_profile');
    expect(call?.body).toEqual({ reportedUserId: 21, reason: 'Faux profil/Arnaque' });
    expect(call?.headers.get('authorization')).toBe('Bearer test-jwt');
    expect(call?.headers.get('x-csrf-token')).toBe('test-csrf');
  });

  it("'Annuler' closes without reporting, and the next opening starts afresh", async () => {
    const api = mockFetch({});
    const onReported = vi.fn();
    render(withQueries(<ProfileCard profile={swipeProfile()} onReported={onReported} />));
    const { user, dialog } = await startReport();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Signaler ce profil' }));
    expect(screen.getByRole('radio', { name: 'Harcèlement' })).not.toBeChecked();
    expect(api.calls('POST /api/report_profile')).toHaveLength(0);
    expect(onReported).not.toHaveBeenCalled();
  });

  it('refuses to send without a session', async () => {
    const api = mockFetch({});
    render(withQueries(<ProfileCard profile={swipeProfile()} onReported={vi.fn()} />));
    localStorage.clear();
    const { user, dialog } = await startReport();
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(discoveryMessages.reportAuthError);
    expect(api.calls('POST /api/report_profile')).toHaveLength(0);
  });

  it("shows the server's error, else the status, else the fallback, and stays open", async () => {
    let reply: () => Response = () => json({ error: discoveryMessages.alreadyReported }, 409);
    mockFetch({ 'POST /api/report_profile': () => reply() });
    const onReported = vi.fn();
    render(withQueries(<ProfileCard profile={swipeProfile()} onReported={onReported} />));
    const { user, dialog } = await startReport('Autre');
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Signaler' }));

    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(discoveryMessages.alreadyReported);

    reply = () => new Response(null, { status: 500 });
    await send();
    expect(await within(dialog).findByText('Failed to submit report (status 500)')).toBeInTheDocument();

    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await send();
    expect(await within(dialog).findByText(discoveryMessages.reportFallback)).toBeInTheDocument();
    expect(onReported).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no report button where reporting is not offered', () => {
    render(withQueries(<ProfileCard profile={swipeProfile()} />));
    expect(screen.queryByRole('button', { name: 'Signaler ce profil' })).not.toBeInTheDocument();
  });
});

describe('ReportDialog on its own (as the likes screen uses it)', () => {
  it('renders nothing while closed, and closes itself through onClose after a report', async () => {
    mockFetch({ 'POST /api/report_profile': () => json({ status: 'ok' }) });
    const onClose = vi.fn();
    const onReported = vi.fn();
    // One query client for both renders, as the likes screen keeps its own.
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = render(
      <ReportDialog open={false} reportedUserId={5} onClose={onClose} onReported={onReported} />,
      { wrapper },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<ReportDialog open reportedUserId={5} onClose={onClose} onReported={onReported} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Mineur' }));
    await user.click(screen.getByRole('button', { name: 'Signaler' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), patiently);
    expect(onReported).toHaveBeenCalledWith(5, undefined);
  });
});
