import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

// Frozen for migration 0002 (issue #25): a migration imports no live feature code, so a later change
// of the cities feature or of the contract's search key cannot alter what this old migration does.

/** One commune with one of its postal codes, as built by scripts/build-cities. */
export interface CommuneRecord {
  insee: string;
  name: string;
  zip: string;
  latitude: number;
  longitude: number;
  population: number;
}

type Row = [insee: string, name: string, zip: string, lat: number, lon: number, population: number];

const DATA_FILE = new URL('./data/communes.json.gz', import.meta.url);

/** Reads the committed communes file (INSEE, La Poste and GeoNames data joined by the build script). */
export async function readCommunes(): Promise<CommuneRecord[]> {
  const json = await promisify(gunzip)(await readFile(DATA_FILE));
  const file = JSON.parse(json.toString('utf8')) as { fields: string[]; rows: Row[] };
  if (file.fields.join() !== 'insee,name,zip,lat,lon,population') {
    throw new Error(`unexpected fields in ${DATA_FILE.pathname}: ${file.fields.join()}`);
  }
  return file.rows.map(([insee, name, zip, latitude, longitude, population]) => ({
    insee,
    name,
    zip,
    latitude,
    longitude,
    population,
  }));
}

/**
 * The search key of a city name as migration 0002 stored it (a copy of the contract's
 * `citySearchKey` of that day): lower case, accents dropped, ligatures spelt out, any run of
 * punctuation or spaces as one space. Should the live key change, a new migration recomputes the rows.
 */
export function searchKeyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
