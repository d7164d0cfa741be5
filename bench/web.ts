import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { startCpuLoad } from './lib/cpu-load';
import { BenchClient, startServer } from './lib/server';
import { kb, ms } from './lib/stats';

/**
 * Lighthouse on the built web app, served by the production server entry on a fresh data folder:
 * mobile form factor and Lighthouse's default (simulated) throttling, in Debian's Chromium. The
 * public pages are loaded as a first visit; /profile (the deck) and /chat with the session of a
 * member who finished onboarding, put in local storage before the run (Lighthouse's storage reset
 * clears the service worker and its caches, not local storage). Prints per page the median run's
 * scores, FCP, LCP, TBT, the bytes transferred and the JavaScript of the load (as sent, and each
 * script gzipped at level 9). Asserts nothing.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3295);
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);
/** A folder to keep each run's Lighthouse report in (`profile-1.json`...), to read what it found. */
const REPORTS = process.env.WEB_BENCH_REPORTS;
const PUBLIC_PAGES = ['/welcome', '/signup', '/login'];
const SIGNED_IN_PAGES = ['/profile', '/chat'];
/** CPU-bound processes kept running beside the measures (issue #28: a loaded machine), 0 for none. */
const LOAD = Number(process.env.WEB_BENCH_LOAD ?? 0);
const PAGES = (process.env.WEB_BENCH_PAGES?.split(',') ?? [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]).filter(
  Boolean,
);

interface PageRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The main thread's tasks over 50 ms, as Lighthouse's trace saw them (simulated durations). */
  longTasks: number[];
  transferred: number;
  scripts: { url: string; transferred: number }[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const PASSWORD = 'un-secret-bien-long';

/** Three plain photos, as the end-to-end journeys upload. */
async function photos(): Promise<Buffer[]> {
  return Promise.all(
    ['#f4a261', '#2a9d8f', '#e76f51'].map((colour) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="1200" height="1600" fill="url(#g)"/><circle cx="600" cy="700" r="320" fill="#fff" opacity=".55"/></svg>`;
      return sharp(Buffer.from(svg)).jpeg().toBuffer();
    }),
  );
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A member who finished onboarding, through the calls the screens make (sign-up, the mailed link,
 * photos, interests, the questionnaire, a bio); answers the login reply the web app stores.
 */
async function onboardedMember(
  baseUrl: string,
  firstName: string,
  gender: 'male' | 'female',
  seeking: 'male' | 'female',
): Promise<{ token: string; user: Record<string, unknown> & { id: number } }> {
  const client = await new BenchClient(baseUrl).start();
  const email = `${firstName.toLowerCase()}.${Date.now()}@exemple.fr`;
  const city = (await (await fetch(`${baseUrl}/api/search_cities?query=Lyon`)).json()) as { id: number }[];
  await ok(
    await client.post('/api/signup', {
      firstName,
      lastName: 'Banc',
      email,
      phone: '0611223344',
      birthDate: '1990-03-14',
      password: PASSWORD,
      gender,
      seeking,
      locationId: city[0]?.id,
    }),
    'signup',
  );
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const mails = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as {
      to: string;
      text: string;
    }[];
    link = /https?:\/\/\S+/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error(`no verification mail to ${email}`);
  const verified = await ok(
    await client.post('/api/verify_email', { token: new URL(link).searchParams.get('token') }),
    'verify',
  );
  const { token } = (await verified.json()) as { token: string };
  const authed = (path: string, init: RequestInit) =>
    client.send(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  for (const [index, photo] of (await photos()).entries()) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
    await ok(await authed('/api/upload_photo', { method: 'POST', body: form }), 'photo');
  }
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await ok(
    await authed('/api/update_interests', json({ selectedInterests: ['Randonnée', 'Cuisine du monde'] })),
    'interests',
  );
  const questions = (await (await fetch(`${baseUrl}/personality_questions.json`)).json()) as {
    text: string;
    type: string;
    maxRange?: number;
    options?: string[];
  }[];
  const answers = Object.fromEntries(
    questions.map((question) => {
      const options = question.options ?? [];
      const answer =
        question.type === 'slider'
          ? Math.round((question.maxRange ?? 100) / 2)
          : question.type === 'range'
            ? { min: 0, max: 200 }
            : question.type === 'single'
              ? options[0]
              : question.type === 'multiple'
                ? [options[0]]
                : options;
      return [question.text.trim(), answer];
    }),
  );
  // The questionnaire asks the consent to sensitive questions before them; this member gives it.
  const consent = (await (await ok(await authed('/api/sensitive_consent', {}), 'consent state')).json()) as {
    currentVersion: string;
  };
  await ok(await authed('/api/sensitive_consent', json({ version: consent.currentVersion })), 'consent');
  await ok(await authed('/api/personality_questionnaire_upload', json(answers)), 'questionnaire');
  await ok(await authed('/api/update_profile', json({ field: 'userBio', value: 'Banc d’essai.' })), 'bio');
  const login = await ok(await client.post('/api/login', { email, password: PASSWORD }), 'login');
  return (await login.json()) as { token: string; user: Record<string, unknown> & { id: number } };
}

async function gzipOf(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// WEB_BENCH_DIST measures another build (e.g. the code before a change), served the same way.
// The browser first: when it cannot start, no server is left behind.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const server = await startServer(
  PORT,
  process.env.WEB_BENCH_DIST ? { WEB_DIST: process.env.WEB_BENCH_DIST } : {},
).catch((error: unknown) => {
  chrome.kill();
  throw error;
});
try {
  const needsMember = PAGES.some((page) => SIGNED_IN_PAGES.includes(page));
  const member = needsMember ? await onboardedMember(server.baseUrl, 'Camille', 'female', 'male') : null;
  if (needsMember) {
    // Two members to meet in the deck, so it shows cards and photos rather than its empty state.
    await onboardedMember(server.baseUrl, 'Bastien', 'male', 'female');
    await onboardedMember(server.baseUrl, 'Hugo', 'male', 'female');
  }
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const load = LOAD > 0 ? startCpuLoad(LOAD) : null;
  console.log(
    `Lighthouse ${RUNS} run(s) per page, mobile, simulated throttling; ${LOAD} busy loop(s) beside; load ${loadAverage()}`,
  );
  try {
    const rows: string[] = [];
    for (const pathname of PAGES) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        if (SIGNED_IN_PAGES.includes(pathname) && member) await storeSession(browser, server.baseUrl, member);
        const lhr = await audit(`${server.baseUrl}${pathname}`, chrome.port);
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(path.join(REPORTS, `${pathname.slice(1)}-${run + 1}.json`), JSON.stringify(lhr));
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const network =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          longTasks: (
            (lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ??
            []
          ).map((item) => item.duration ?? 0),
          transferred: numeric('total-byte-weight'),
          scripts: network
            .filter((item) => item.resourceType === 'Script')
            .map((item) => ({ url: item.url, transferred: item.transferSize ?? 0 })),
        });
      }
      const chosen =
        runs.find((run) => run.performance === median(runs.map((r) => r.performance))) ?? runs[0];
      if (!chosen) continue;
      const gzip = (await Promise.all(chosen.scripts.map((script) => gzipOf(script.url)))).reduce(
        (a, b) => a + b,
        0,
      );
      const jsSent = chosen.scripts.reduce((sum, script) => sum + script.transferred, 0);
      rows.push(
        `| ${pathname} | ${chosen.performance} (${runs.map((r) => r.performance).join(', ')}) | ${chosen.accessibility} | ` +
          `${ms(chosen.fcp)} | ${ms(chosen.lcp)} | ${ms(chosen.tbt)} | ${longTasks(chosen.longTasks)} | ${chosen.cls.toFixed(3)} | ${kb(chosen.transferred)} | ` +
          `${chosen.scripts.length} files, ${kb(jsSent)} sent, ${kb(gzip)} gzip -9 |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      '\n| page | performance (runs) | accessibility | FCP | LCP | TBT | long tasks | CLS | transferred | JavaScript |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await load?.stop();
  }
  if (load) {
    const { min, max } = load.seen();
    console.log(`load during the runs (1-minute average, every 5 s): ${min.toFixed(2)}–${max.toFixed(2)}`);
  }
  console.log(`load after: ${loadAverage()}`);
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}

/**
 * One Lighthouse run. Lighthouse sometimes cannot read the trace it recorded (`NO_NAVSTART`, seen
 * on busy machines); such a run is made again, up to twice, rather than ending the bench.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt > 2)
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, run again`);
  }
}

async function storeSession(
  browser: Browser,
  baseUrl: string,
  session: { token: string; user: Record<string, unknown> & { id: number } },
): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((value) => {
    localStorage.setItem('token', value.token);
    localStorage.setItem('expiry', String(Date.now() + 23 * 3600_000));
    localStorage.setItem('userId', String(value.user.id));
    for (const flag of ['isVerified', 'photoUploadCompleted', 'interestsCompleted', 'personalityCompleted'])
      localStorage.setItem(flag, value.user[flag] ? 'true' : 'false');
    localStorage.setItem('onboardingComplete', 'true');
  }, session);
  await page.close();
}

/** « 3: 212, 96, 61 ms »: how many tasks over 50 ms, and their lengths, longest first. */
function longTasks(durations: number[]): string {
  if (durations.length === 0) return '0';
  const lengths = [...durations].sort((a, b) => b - a).map((duration) => Math.round(duration));
  return `${lengths.length}: ${lengths.join(', ')} ms`;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
