import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeCityList, etagMatches, negotiateEncoding } from './city-list';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});

describe('etagMatches', () => {
  it('matches the tag itself, its weak form, a list holding it and *', () => {
    expect(etagMatches('"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('"old", "abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('*', '"abc-br"')).toBe(true);
    expect(etagMatches('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(etagMatches(undefined, '"abc-br"')).toBe(false);
  });
});

describe('encodeCityList', () => {
  it('prepares the same JSON in every coding, each with its own tag', async () => {
    const cities = [{ id: 1, name: 'Évreux', zipCode: '27000' }];
    const list = await encodeCityList(cities);
    expect(JSON.parse(list.identity.body.toString())).toEqual(cities);
    expect(JSON.parse(gunzipSync(list.gzip.body).toString())).toEqual(cities);
    expect(new Set([list.identity.etag, list.gzip.etag, list.br.etag]).size).toBe(3);
  });
});
