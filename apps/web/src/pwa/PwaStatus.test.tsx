import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError, request } from '../api/client';
import { json, mockFetch } from '../test/fetchMock';
import { reportNetworkAnswer, reportNetworkFailure } from './connectivity';
import { PwaStatus } from './PwaStatus';
import { offerUpdate } from './updates';

const OFFLINE = 'Vous êtes hors ligne';

function setOnLine(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => {
  setOnLine(true);
  reportNetworkAnswer();
  vi.unstubAllGlobals();
});

describe('the offline state', () => {
  it('shows nothing while the browser is online and calls are answered', () => {
    render(<PwaStatus />);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says « Vous êtes hors ligne » when the browser goes offline, and no more once it is back', () => {
    render(<PwaStatus />);
    act(() => setOnLine(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    act(() => setOnLine(true));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('says it when an API call gets no answer though the browser thinks it is online', async () => {
    render(<PwaStatus />);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await act(async () => {
      await expect(request('/api/likes_count', { reply: z.unknown() })).rejects.toBeInstanceOf(NetworkError);
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);

    // Any answer of the server, even a refusal, means the network is back.
    mockFetch({ 'GET /api/likes_count': () => json({ error: 'Non.' }, 401) });
    await act(async () => {
      await expect(request('/api/likes_count', { reply: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    });
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('ends a failed call’s offline state when the browser says it is online again', () => {
    render(<PwaStatus />);
    act(() => reportNetworkFailure());
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    act(() => setOnLine(true));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});

describe('a new version', () => {
  it('is offered with « Recharger », which applies it', async () => {
    const apply = vi.fn();
    render(<PwaStatus />);
    expect(screen.queryByText('Une nouvelle version est disponible')).not.toBeInTheDocument();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version est disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
