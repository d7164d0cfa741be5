import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/context';

/**
 * A browser for the LinkedIn journey over app.inject: a cookie jar (set, replaced and cleared as a
 * browser does, paths aside), the CSRF header on POST, and the hop through the real issuer.
 */
export class LinkedinBrowser {
  readonly #jar = new Map<string, string>();
  #csrf = '';

  constructor(readonly app: App) {}

  #remember(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (attribute) => /^max-age=0$/i.test(attribute) || /^expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired || value === '') this.#jar.delete(name);
      else this.#jar.set(name, value);
    }
  }

  cookie(name: string): string | undefined {
    return this.#jar.get(name);
  }

  setCookie(name: string, value: string): void {
    this.#jar.set(name, value);
  }

  #headers(): Record<string, string> {
    return { cookie: [...this.#jar].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({ method: 'GET', url, headers: this.#headers() });
    this.#remember(response);
    return response;
  }

  async post(url: string, body: unknown): Promise<LightMyRequestResponse> {
    if (!this.#csrf)
      this.#csrf = (await this.get('/api/get_csrf_token')).json<{ csrf_token: string }>().csrf_token;
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { ...this.#headers(), 'x-csrf-token': this.#csrf },
      payload: body as Record<string, unknown>,
    });
    this.#remember(response);
    return response;
  }

  /** Presses 'S'inscrire avec LinkedIn' and passes the issuer: answers the callback URL it sends back to. */
  async toCallback(): Promise<URL> {
    const start = await this.get('/api/auth/linkedin/login');
    if (start.statusCode !== 302) throw new Error(`login answered ${start.statusCode}`);
    const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = authorize.headers.get('location');
    if (!back) throw new Error(`the issuer answered ${authorize.status}`);
    return new URL(back);
  }

  /** Follows the issuer's redirect back to the API; answers where the API then sends the browser. */
  async callback(url: URL): Promise<URL> {
    const response = await this.get(url.pathname + url.search);
    if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}`);
    return new URL(String(response.headers.location));
  }

  /** The whole LinkedIn sign-in: answers the screen the browser lands on. */
  async signInWithLinkedin(): Promise<URL> {
    return this.callback(await this.toCallback());
  }
}
