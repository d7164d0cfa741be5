import { request } from 'node:http';
import { hashPassword, verifyPassword } from '../apps/api/src/infra/passwords';
import { signupPageScripts } from './lib/page-weight';
import { BenchClient, startServer } from './lib/server';
import { kb, ms, quantile, timeEach } from './lib/stats';

/**
 * Account journey benchmark: sign-up and log-in latency over real HTTP, set beside the
 * argon2id cost they cannot avoid; the size of the city list; the JavaScript the
 * sign-up page loads. Prints figures and ratios; asserts nothing.
 */
const SIGNUPS = 30;
const LOGINS = 60;

function bytesOf(url: string, encoding: string): Promise<{ bytes: number; contentEncoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, contentEncoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function main(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3290));
  try {
    const client = await new BenchClient(server.baseUrl).start();
    const cities = (await (await fetch(`${server.baseUrl}/api/search_cities?query=lyon&limit=1`)).json()) as {
      id: number;
    }[];
    const locationId = cities[0]?.id;
    if (!locationId) throw new Error('no city found: is the cities migration in place?');

    const password = 'mot-de-passe-du-banc';
    const emails: string[] = [];
    const signup = await timeEach(SIGNUPS, async (index) => {
      const email = `banc.${Date.now()}.${index}@exemple.fr`;
      const response = await client.post('/api/signup', {
        firstName: 'Banc',
        lastName: 'Essai',
        email,
        phone: '0612345678',
        birthDate: '1990-05-17',
        password,
        gender: 'female',
        seeking: 'male',
        locationId,
      });
      if (!response.ok) throw new Error(`signup ${response.status}: ${await response.text()}`);
      emails.push(email);
    });
    const login = await timeEach(LOGINS, async (index) => {
      const response = await client.post('/api/login', { email: emails[index % emails.length], password });
      if (!response.ok) throw new Error(`login ${response.status}`);
    });
    const stored = await hashPassword(password);
    const argonHash = await timeEach(20, async () => void (await hashPassword(password)));
    const argonVerify = await timeEach(20, async () => void (await verifyPassword(stored, password)));

    console.log('\n# Accounts (sequential requests over HTTP, PGlite)');
    console.log(
      `sign-up  p50 ${ms(quantile(signup, 0.5))}  p95 ${ms(quantile(signup, 0.95))}  (n=${SIGNUPS})`,
    );
    console.log(`log-in   p50 ${ms(quantile(login, 0.5))}  p95 ${ms(quantile(login, 0.95))}  (n=${LOGINS})`);
    console.log(
      `argon2id hash p50 ${ms(quantile(argonHash, 0.5))}, verify p50 ${ms(quantile(argonVerify, 0.5))}`,
    );
    console.log(
      `ratio log-in p50 / argon2 verify p50: ${(quantile(login, 0.5) / quantile(argonVerify, 0.5)).toFixed(2)}×`,
      `(1.00× would mean the password check is the whole cost)`,
    );
    console.log(
      `ratio sign-up p50 / argon2 hash p50: ${(quantile(signup, 0.5) / quantile(argonHash, 0.5)).toFixed(2)}×`,
    );

    console.log('\n# City list: GET /api/all_cities');
    const url = `${server.baseUrl}/api/all_cities`;
    const raw = await bytesOf(url, 'identity');
    const gzip = await bytesOf(url, 'gzip');
    const brotli = await bytesOf(url, 'br');
    console.log(
      `raw ${kb(raw.bytes)}  gzip ${kb(gzip.bytes)} (${gzip.contentEncoding})  br ${kb(brotli.bytes)} (${brotli.contentEncoding})`,
    );
    console.log(`ratio br / raw: ${(brotli.bytes / raw.bytes).toFixed(3)}`);

    console.log('\n# Sign-up page JavaScript (Chromium, /signup until the network is idle)');
    const scripts = await signupPageScripts(`${server.baseUrl}/signup`);
    for (const script of scripts.files) {
      console.log(`  ${script.path}  ${kb(script.raw)} raw, ${kb(script.gzip)} gzip`);
    }
    console.log(`total ${kb(scripts.raw)} raw, ${kb(scripts.gzip)} gzip over ${scripts.files.length} files`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
