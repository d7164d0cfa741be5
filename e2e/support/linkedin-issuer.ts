import type { BrowserContext } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';

/** The claims of the person a journey signs in as at the test issuer. */
export interface LinkedinPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** The cookie a journey sets on 127.0.0.1 to tell the test issuer who is signing in. */
const IDENTITY_COOKIE = 'e2e_linkedin_identity';

/**
 * Tells the test issuer who this browser is: a cookie on the issuer's host, read when the browser
 * authorizes, so each journey signs in as its own person and depends on no other's.
 */
export async function signInAtIssuerAs(context: BrowserContext, person: LinkedinPerson): Promise<void> {
  const value = Buffer.from(JSON.stringify(person)).toString('base64url');
  // A host-only cookie of 127.0.0.1: cookies ignore ports, so the issuer's port needs no telling.
  await context.addCookies([{ name: IDENTITY_COOKIE, value, url: 'http://127.0.0.1/' }]);
}

function identityOf(cookieHeader: string | undefined): Partial<LinkedinPerson> | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${IDENTITY_COOKIE}=`))
    ?.slice(IDENTITY_COOKIE.length + 1);
  if (!raw) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<LinkedinPerson>;
  } catch {
    return null;
  }
}

/**
 * A real OpenID Connect issuer on loopback standing in for LinkedIn (start-server.ts starts it).
 * The identity chosen by the browser at the authorization step goes into that code's ID token.
 */
export async function startTestIssuer(): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const identities = new Map<string, Partial<LinkedinPerson>>();
  server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const code = url.searchParams.get('code');
    const identity = identityOf(req.headers.cookie);
    if (code && identity) identities.set(code, identity);
  });
  server.service.on('beforeTokenSigning', (token, req) => {
    const code = (req.body as { code?: unknown }).code;
    const identity = typeof code === 'string' ? identities.get(code) : undefined;
    if (identity) Object.assign(token.payload, identity);
  });
  await server.start(0, '127.0.0.1');
  // The library names its issuer 'localhost'; the browser's identity cookie is for 127.0.0.1.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
}
