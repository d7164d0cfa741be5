import { LINKEDIN_FLOW_DURATION_MS, LINKEDIN_SIGNUP_PROOF_DURATION_MS } from '@lien/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The LinkedIn journey keeps its secrets in the browser, in signed, HTTP-only cookies: any instance
 * can read them, and none keeps a session in memory. SameSite=Lax because the browser comes back
 * from LinkedIn by a top-level navigation from another site. Each value carries its own expiry,
 * since a browser may keep a cookie longer than asked.
 */

const FLOW_COOKIE = 'lien_linkedin_flow';
const FLOW_PATH = '/api/auth/linkedin';
const PROOF_COOKIE = 'lien_linkedin_signup';
const PROOF_PATH = '/api/signup';

const flowSecrets = z.object({ codeVerifier: z.string(), state: z.string(), nonce: z.string() });
/** The PKCE verifier, state and nonce of one sign-in, from the start to the callback. */
export type FlowSecrets = z.infer<typeof flowSecrets>;

const signupProof = z.object({ subject: z.string(), email: z.string(), emailVerified: z.boolean() });
/** What LinkedIn vouched for about a new person; the sign-up links the identity only with it. */
export type SignupProof = z.infer<typeof signupProof>;

interface CookieOptions {
  /** Secure cookies when the product is served over HTTPS. */
  secure: boolean;
}

function write<T>(
  reply: FastifyReply,
  name: string,
  path: string,
  data: T,
  durationMs: number,
  options: CookieOptions,
): void {
  const value = Buffer.from(JSON.stringify({ data, exp: Date.now() + durationMs })).toString('base64url');
  reply.setCookie(name, value, {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    signed: true,
    maxAge: Math.floor(durationMs / 1000),
  });
}

function read<T>(request: FastifyRequest, name: string, schema: z.ZodType<T>): T | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const sealed = z
      .object({ data: schema, exp: z.number() })
      .safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
    if (!sealed.success || sealed.data.exp <= Date.now()) return null;
    return sealed.data.data;
  } catch {
    return null;
  }
}

function clear(reply: FastifyReply, name: string, path: string, options: CookieOptions): void {
  reply.clearCookie(name, { path, httpOnly: true, sameSite: 'lax', secure: options.secure, signed: true });
}

export function writeFlow(reply: FastifyReply, flow: FlowSecrets, options: CookieOptions): void {
  write(reply, FLOW_COOKIE, FLOW_PATH, flow, LINKEDIN_FLOW_DURATION_MS, options);
}

/** The flow this browser started; null when absent, tampered with or expired. */
export function readFlow(request: FastifyRequest): FlowSecrets | null {
  return read(request, FLOW_COOKIE, flowSecrets);
}

/** Single use: the callback forgets the flow whatever its outcome. */
export function clearFlow(reply: FastifyReply, options: CookieOptions): void {
  clear(reply, FLOW_COOKIE, FLOW_PATH, options);
}

export function writeSignupProof(reply: FastifyReply, proof: SignupProof, options: CookieOptions): void {
  write(reply, PROOF_COOKIE, PROOF_PATH, proof, LINKEDIN_SIGNUP_PROOF_DURATION_MS, options);
}

/** LinkedIn's word about the person signing up; null when absent, tampered with or expired. */
export function readSignupProof(request: FastifyRequest): SignupProof | null {
  return read(request, PROOF_COOKIE, signupProof);
}

export function clearSignupProof(reply: FastifyReply, options: CookieOptions): void {
  clear(reply, PROOF_COOKIE, PROOF_PATH, options);
}
