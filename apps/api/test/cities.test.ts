import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CITY_SEARCH_LIMIT, citySearchKey } from '@lien/contract/rules';
import { cityMessages, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';

const t = useTestApp();

interface Found {
  id: number;
  name: string;
}

async function search(query: string, limit?: number): Promise<Found[]> {
  const params = new URLSearchParams({ query, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const response = await t.app.inject({ method: 'GET', url: `/api/search_cities?${params}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Found[]>();
}

async function zipOf(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('cities')
    .select('zip_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.zip_code;
}

describe('GET /api/search_cities', () => {
  it('needs no session and finds a commune whatever the accents and case', async () => {
    const [first] = await search('evreux');
    expect(first?.name).toBe('Évreux');
    expect((await search('ÉVREUX'))[0]?.name).toBe('Évreux');
  });

  it('reads hyphens as spaces and St as Saint', async () => {
    for (const query of ['saint etienne', 'Saint-Étienne', 'st etienne', 'St-Etienne']) {
      expect((await search(query))[0]?.name, query).toBe('Saint-Étienne');
    }
  });

  it('puts names starting with the text before names containing it, the more populous first', async () => {
    const names = (await search('lyon')).map((found) => found.name);
    const firstContains = names.findIndex((name) => !name.toLowerCase().startsWith('lyon'));
    expect(names.slice(0, 3)).toEqual([
      'Lyon 3e Arrondissement',
      'Lyon 7e Arrondissement',
      'Lyon 8e Arrondissement',
    ]);
    expect(firstContains).toBeGreaterThan(0);
    expect(names.slice(firstContains).every((name) => !name.toLowerCase().startsWith('lyon'))).toBe(true);
    expect(names).toContain('Sainte-Foy-lès-Lyon');
  });

  it('offers the commune named exactly first, then names whose first words are the text', async () => {
    // Nant (1 000 inhabitants) first, then the Nant-… communes, then Nantes and Nanterre by population.
    const nant = (await search('Nant')).map((found) => found.name);
    expect(nant[0]).toBe('Nant');
    const nantes = nant.indexOf('Nantes');
    expect(nant.slice(1, nantes).every((name) => name.startsWith('Nant-'))).toBe(true);
    expect(nant[nantes + 1]).toBe('Nanterre');
    // « Lyon » is its arrondissements: all of them before Lyons-la-Forêt, and « Lyo » brings Lyon first.
    const lyon = (await search('Lyon')).map((found) => found.name);
    expect(lyon.slice(0, 9).every((name) => /^Lyon \d+(er|e) Arrondissement$/.test(name))).toBe(true);
    // Other test files may add a « Lyon-… » commune to a shared database: it belongs to that group.
    expect(lyon.slice(9).find((name) => !/^Lyon\b/.test(name))).toBe('Lyons-la-Forêt');
    expect((await search('lyo'))[0]?.name).toBe('Lyon 3e Arrondissement');
  });

  it('ranks a word inside the name before a mere substring', async () => {
    const names = (await search('etienne')).map((found) => found.name);
    expect(names[0]).toBe('Saint-Étienne');
  });

  it('finds the arrondissements of Paris by "Paris 15" and by their postal codes', async () => {
    expect((await search('Paris 15'))[0]?.name).toBe('Paris 15e Arrondissement');
    // Other test files add small communes at 75001 to the same database: Paris comes first, by population.
    const found = await search('750');
    const paris = found.slice(0, 20); // 75116, the 16th's second code, does not start with 750
    expect(new Set(paris.map((city) => city.name)).size).toBe(20);
    for (const city of paris) expect(city.name).toMatch(/^Paris \d+(er|e) Arrondissement$/);
    for (const city of found) expect(await zipOf(city.id)).toMatch(/^750/);
    const [exact] = await search('75015');
    expect(exact?.name).toBe('Paris 15e Arrondissement');
  });

  it('shows a commune with several postal codes once when searched by name', async () => {
    const names = (await search('toulouse')).map((found) => found.name);
    expect(names.filter((name) => name === 'Toulouse')).toHaveLength(1);
  });

  it('finds the row of a postal code written beside the name', async () => {
    const [found] = await search('Toulouse (31500)');
    expect(found?.name).toBe('Toulouse');
    expect(await zipOf(found?.id ?? 0)).toBe('31500');
  });

  it('answers at most the limit asked, 30 by default', async () => {
    expect(await search('sa', 5)).toHaveLength(5);
    const page = await search('sa');
    expect(page).toHaveLength(CITY_SEARCH_LIMIT);
    // Thousands of names start with "sa": none that merely contains it may take their place.
    expect(page.every((city) => citySearchKey(city.name).startsWith('sa'))).toBe(true);
  });

  it('answers an empty list for a text made only of punctuation', async () => {
    expect(await search('--')).toEqual([]);
  });

  it.each([
    ['an empty text', '/api/search_cities?query=', cityMessages.queryInvalid],
    ['blank text', '/api/search_cities?query=%20%20', cityMessages.queryInvalid],
    ['no text at all', '/api/search_cities', cityMessages.queryInvalid],
    ['a text over 100 characters', `/api/search_cities?query=${'a'.repeat(101)}`, cityMessages.queryInvalid],
    ['a limit over 30', '/api/search_cities?query=paris&limit=31', serverMessages.invalidInput],
    ['a limit that is not a number', '/api/search_cities?query=paris&limit=dix', serverMessages.invalidInput],
  ])('refuses %s with a French message', async (_case, url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

describe('GET /api/all_cities', () => {
  it('lists every commune once per postal code, sorted by name then postal code, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/all_cities' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const cities = response.json<{ id: number; name: string; zipCode: string }[]>();
    expect(cities.length).toBeGreaterThan(35_000);
    for (const city of cities.slice(0, 100)) {
      expect(Object.keys(city)).toEqual(['id', 'name', 'zipCode']);
    }
    expect(cities).toContainEqual({ id: expect.any(Number), name: 'Évreux', zipCode: '27000' });
    const paris = cities.filter((city) => city.name.startsWith('Paris ') && city.zipCode.startsWith('750'));
    expect(paris.slice(0, 3).map((city) => city.name)).toEqual([
      'Paris 1er Arrondissement',
      'Paris 2e Arrondissement',
      'Paris 3e Arrondissement',
    ]);
    const toulouse = cities.filter((city) => city.name === 'Toulouse').map((city) => city.zipCode);
    expect(toulouse).toEqual([...toulouse].sort());
    expect(toulouse.length).toBeGreaterThan(1);
  });

  it('answers the pre-compressed body in the coding asked for, compressed once', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/all_cities' });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/all_cities',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/all_cities',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to a matching If-None-Match, and the body to a stale one', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await t.app.inject({ method: 'GET', url: '/api/all_cities', headers });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/all_cities',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/all_cities',
      headers: { ...headers, 'if-none-match': '"an-older-list"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });
});
