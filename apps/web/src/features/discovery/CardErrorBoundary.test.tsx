import { discoveryMessages } from '@lien/contract/texts';
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../telemetry';
import { CardErrorBoundary } from './CardErrorBoundary';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('images is undefined');
}

describe('card display fallback (PRODUCT §8)', () => {
  it("shows 'Erreur interne lors de l'affichage du profil.' and reports the error", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CardErrorBoundary>
        <Broken />
      </CardErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(discoveryMessages.displayFallback);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), { feature: 'discovery', action: 'display' });
  });
});
