import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface PageScripts {
  files: { path: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** Opens a page in Debian's Chromium and weighs every script it loads (raw, and gzip level 9). */
export async function signupPageScripts(url: string): Promise<PageScripts> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ path: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return {
      files,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}
