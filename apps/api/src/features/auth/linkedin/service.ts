import { type LinkedinPrefill, linkedinErrors } from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import type { AuthService } from '../service';
import type { FlowSecrets, SignupProof } from './cookies';
import { type LinkedinIdentity, LinkedinProvider, newFlow } from './provider';
import * as q from './queries';

/** Where the browser goes next, and the cookie to set on the way. */
export interface LinkedinStep {
  location: string;
  /** Set when the browser leaves for LinkedIn. */
  flow?: FlowSecrets;
  /** Set when a new person comes back: the sign-up may link the identity with it. */
  proof?: SignupProof;
}

/** The callback's query, as LinkedIn sends it back. */
export interface CallbackQuery {
  /** The raw query string, exactly as received (checked by openid-client). */
  search: string;
  state?: string;
  error?: string;
}

/**
 * Sign-in and sign-up with LinkedIn (PRODUCT §2.1, §4, §8): sends the browser to the provider, then
 * back to the screen that fits — a session for a linked member, the prefilled sign-up for a new
 * person, the login for an address that already has an account, or an error code, never a page
 * of ours with a stack trace.
 */
export class LinkedinService {
  readonly #provider: LinkedinProvider | null;

  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#provider = ctx.config.linkedin ? new LinkedinProvider(ctx.config.linkedin) : null;
  }

  /** An address of the web app, with its query. */
  private screen(path: string, query: Record<string, string>): string {
    return `${this.ctx.config.publicUrl}${path}?${new URLSearchParams(query)}`;
  }

  private signupError(code: string): LinkedinStep {
    return { location: this.screen('/signup', { error: code }) };
  }

  /** The first leg: to LinkedIn, with fresh PKCE verifier, state and nonce. */
  async start(): Promise<LinkedinStep> {
    if (!this.#provider) return this.signupError(linkedinErrors.notConfigured);
    const flow = newFlow();
    try {
      return { location: await this.#provider.authorizationUrl(flow), flow };
    } catch (err) {
      this.log.warn({ err }, 'LinkedIn discovery failed');
      return this.signupError(linkedinErrors.failed);
    }
  }

  /** The second leg: LinkedIn sent the browser back with a code (or an error). */
  async finish(query: CallbackQuery, flow: FlowSecrets | null): Promise<LinkedinStep> {
    if (!this.#provider) return this.signupError(linkedinErrors.notConfigured);
    if (query.error) return this.signupError(linkedinErrors.denied);
    if (!flow || query.state !== flow.state) return this.signupError(linkedinErrors.invalidState);

    let identity: LinkedinIdentity;
    try {
      identity = await this.#provider.identity(query.search, flow);
    } catch (err) {
      this.log.warn({ err }, 'LinkedIn code exchange failed');
      return this.signupError(linkedinErrors.failed);
    }

    const { db } = this.ctx;
    const linked = await q.findLinkedUser(db, identity.subject);
    if (linked) {
      // No e-mail in the user of the query: a URL ends up in histories and logs.
      const session = await this.auth.sessionOrChallenge(linked, false);
      if ('twoStepRequired' in session) {
        // The second step, as after a password: in the fragment, which no server or log receives.
        return { location: `${this.ctx.config.publicUrl}/two-step#${session.challenge}` };
      }
      return {
        location: this.screen('/linkedin-redirect', {
          token: session.token,
          user: JSON.stringify(session.user),
        }),
      };
    }

    if (!identity.email) return this.signupError(linkedinErrors.noEmail);
    if (await q.emailHasAccount(db, identity.email)) {
      return { location: this.screen('/login', { error: linkedinErrors.userExists, email: identity.email }) };
    }
    const prefill: LinkedinPrefill = {
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
    };
    return {
      location: this.screen('/signup', { prefill: JSON.stringify(prefill) }),
      proof: { subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified },
    };
  }
}
