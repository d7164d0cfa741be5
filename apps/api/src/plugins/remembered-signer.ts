import { signerFactory, type UnsignResult } from '@fastify/cookie';

/** Signed cookie values whose check is remembered at most (the CSRF cookie: one per browser). */
const REMEMBERED_VALUES = 10_000;

/**
 * @fastify/cookie's HMAC signer, remembering the signed values it found valid (the last 10 000, by the
 * exact string): the CSRF cookie comes back unchanged on every call of a browser, and checking its
 * HMAC again each time was a twentieth of a chat message's CPU (bench/README, 28 November). Only a
 * value that passed the full check is remembered, so a changed cookie is never taken for a known one;
 * one signed with a secret no longer used is not remembered (it is to be signed anew).
 */
export function rememberedSigner(secret: string): {
  sign(value: string): string;
  unsign(input: string): UnsignResult;
} {
  const signer = signerFactory(secret);
  const valid = new Map<string, UnsignResult>();
  return {
    sign: (value) => signer.sign(value),
    unsign(input) {
      const known = valid.get(input);
      if (known) return known;
      const result = signer.unsign(input);
      if (result.valid && !result.renew) {
        if (valid.size >= REMEMBERED_VALUES) {
          const oldest = valid.keys().next();
          if (!oldest.done) valid.delete(oldest.value);
        }
        valid.set(input, Object.freeze(result));
      }
      return result;
    },
  };
}
