import { describe, expect, it } from 'vitest';
import { rememberedSigner } from './remembered-signer';

describe('rememberedSigner', () => {
  const signer = rememberedSigner('a-cookie-secret-for-the-tests');

  it('reads back what it signed, the second time from memory as the first', () => {
    const signed = signer.sign('csrf-secret');
    expect(signer.unsign(signed)).toEqual({ valid: true, renew: false, value: 'csrf-secret' });
    expect(signer.unsign(signed)).toEqual({ valid: true, renew: false, value: 'csrf-secret' });
  });

  it('refuses a changed copy of a value it checked before, and one signed with another secret', () => {
    const signed = signer.sign('csrf-secret');
    expect(signer.unsign(signed).valid).toBe(true);
    expect(signer.unsign(`other${signed.slice(5)}`).valid).toBe(false);
    expect(signer.unsign(`${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`).valid).toBe(false);
    expect(signer.unsign(rememberedSigner('another-secret').sign('csrf-secret')).valid).toBe(false);
  });
});
