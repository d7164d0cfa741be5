import * as oidc from 'openid-client';
import type { LinkedinConfig } from '../../../config';
import type { FlowSecrets } from './cookies';

/** Seconds allowed to each request to the provider: a hanging provider must not hang the sign-in. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What the ID token says about the person. */
export interface LinkedinIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is allowed only for an issuer on this machine (the test issuer), never on the network. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The OpenID Connect client of the LinkedIn sign-in: authorization code with PKCE, state and nonce.
 * The discovered configuration is kept once fetched; a failed discovery is forgotten, so the next
 * sign-in tries again once the provider is back.
 */
export class LinkedinProvider {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: LinkedinConfig) {}

  private configuration(): Promise<oidc.Configuration> {
    if (this.#configuration) return this.#configuration;
    const issuer = new URL(this.settings.issuer);
    const pending = oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
    });
    this.#configuration = pending;
    pending.catch(() => {
      if (this.#configuration === pending) this.#configuration = null;
    });
    return pending;
  }

  /** Where to send the browser to sign in, bound to this flow's verifier, state and nonce. */
  async authorizationUrl(flow: FlowSecrets): Promise<string> {
    const configuration = await this.configuration();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return url.href;
  }

  /** Trades the callback's code for the ID token and reads it; throws on any failed check. */
  async identity(search: string, flow: FlowSecrets): Promise<LinkedinIdentity> {
    const configuration = await this.configuration();
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = search;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return {
      subject: claims.sub,
      email: text(claims.email)?.toLowerCase(),
      // LinkedIn sends a boolean; some providers send the string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}

/** Fresh secrets for one sign-in. */
export function newFlow(): FlowSecrets {
  return {
    codeVerifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
}
