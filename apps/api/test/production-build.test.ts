import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The production build (`npm run build -w apps/api`, build.mjs) holds nothing of the demo world
 * (apps/demo, issue #25): built once into a folder of its own, its source map lists every module it
 * contains, and its text none of the demo's own strings. Migrations keep the demo tables' history and
 * the product reads users.is_demo: those are the schema's, not the demo's code.
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'lien-api-build-'));
let bundle = '';
let sources: string[] = [];

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [path.join(apiRoot, 'build.mjs'), out], { cwd: apiRoot });
  bundle = readFileSync(path.join(out, 'server.js'), 'utf8');
  sources = (JSON.parse(readFileSync(path.join(out, 'server.js.map'), 'utf8')) as { sources: string[] })
    .sources;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the production build', () => {
  it('contains the API and the contract, and no module of the demo world', () => {
    const repoPath = (source: string) =>
      path.relative(path.resolve(apiRoot, '../..'), path.resolve(out, source));
    const modules = sources.map(repoPath);
    expect(modules).toContain('apps/api/src/server.ts');
    expect(modules.some((module) => module.startsWith('packages/contract/'))).toBe(true);
    expect(
      modules.filter((module) => module.startsWith('apps/demo/') || module.includes('/features/demo/')),
    ).toEqual([]);
    expect(modules.filter((module) => module.endsWith('apps/api/src/extension.ts'))).toEqual([]);
  });

  it('holds none of the demo’s strings: its settings, its log lines, its portraits', () => {
    for (const marker of ['DEMO_WORLD', 'DEMO_MEMBERS', 'DEMO_TIME_SCALE', 'Démo :', '<svg', '@lien/demo']) {
      expect(bundle.includes(marker), marker).toBe(false);
    }
  });
});
