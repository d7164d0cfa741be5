import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

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
