import { OAuth2Server } from 'oauth2-mock-server';

/** The claims the test issuer puts in its next ID tokens. */
export interface IssuerIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect issuer on loopback (oauth2-mock-server) standing in for LinkedIn: discovery,
 * authorization with PKCE, signed ID tokens. Tests choose who signs in, and can make the person
 * refuse consent or the token endpoint refuse the code.
 */
export class TestIssuer {
  readonly server = new OAuth2Server();
  /** Who the next sign-in is. */
  identity: IssuerIdentity = { sub: 'linkedin-person' };
  /** The authorization answers `error=access_denied` instead of a code. */
  denyConsent = false;
  /** The token endpoint refuses every code with this OAuth error (e.g. an expired code). */
  tokenError: string | null = null;

  /** Starts on 127.0.0.1 (port 0: any free port). */
  async start(port = 0): Promise<this> {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, this.identity);
    });
    this.server.service.on('beforeAuthorizeRedirect', ({ url }) => {
      if (!this.denyConsent) return;
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    this.server.service.on('beforeResponse', (response) => {
      if (!this.tokenError) return;
      response.statusCode = 400;
      response.body = { error: this.tokenError, error_description: 'The code is no longer valid.' };
    });
    await this.server.start(port, '127.0.0.1');
    // The library names its issuer 'localhost': keep to the address it listens on.
    this.server.issuer.url = `http://127.0.0.1:${this.server.address().port}`;
    return this;
  }

  get url(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('issuer not started');
    return url;
  }

  get port(): number {
    return this.server.address().port;
  }

  /** The LINKEDIN_* environment of an app that signs in with this issuer. */
  env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: 'lien-client',
      LINKEDIN_CLIENT_SECRET: 'lien-secret',
      LINKEDIN_ISSUER: this.url,
    };
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
