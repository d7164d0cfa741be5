import { clientMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText, NetworkError } from './client';

describe('errorText', () => {
  it("shows the server's French message, else the screen's fallback", () => {
    expect(errorText(new ApiError(400, 'Le mot de passe est requis'), 'Échec.')).toBe(
      'Le mot de passe est requis',
    );
    expect(errorText(new ApiError(502, null), 'Échec.', 'Coupure.')).toBe('Échec.');
  });

  it.each([
    ['a network failure', new NetworkError(new TypeError('Failed to fetch'))],
    ['the CSRF token missing', new Error(clientMessages.csrfMissing)],
    ['any other exception', new TypeError("Cannot read properties of undefined (reading 'token')")],
    ['something thrown that is not an error', 'boom'],
  ])('never shows the text of %s: the exception fallback instead', (_, thrown) => {
    expect(errorText(thrown, 'Échec.', clientMessages.communication)).toBe(clientMessages.communication);
  });
});
