import type { EtalabCommune, GeoPlace } from './sources';

/** A row of the output: one commune with one of its postal codes. */
export type CityRow = [
  insee: string,
  name: string,
  zip: string,
  lat: number,
  lon: number,
  population: number,
];

/** Where a commune's coordinates came from, from the most to the least precise. */
export type CoordinateSource =
  | 'geonames' // a GeoNames place with the commune's own INSEE code
  | 'former' // a GeoNames place of a commune merged into it (communes nouvelles)
  | 'name' // a GeoNames place of the same name in its department (no INSEE code in GeoNames)
  | 'zip' // borrowed from another commune sharing a postal code
  | 'district' // centre of the known communes of its sub-prefecture district
  | 'department'; // centre of the known communes of its department

export interface JoinResult {
  rows: CityRow[];
  communes: number;
  sources: Record<CoordinateSource, number>;
  /** Communes dropped because nothing located them. */
  withoutCoordinates: string[];
  /** Communes dropped because they have no postal code (uninhabited overseas lands). */
  withoutZip: string[];
}

interface Point {
  latitude: number;
  longitude: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Places that are parts of a town (PPLX) or no longer exist (PPLH, PPLQ, PPLW) say less about the commune.
const SECONDARY_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** The place that best stands for a commune: its own name first, then a main place, then the most populous. */
function bestPlace(candidates: GeoPlace[], communeName: string): GeoPlace | undefined {
  const name = fold(communeName);
  const score = (place: GeoPlace) =>
    (fold(place.name) === name ? 2 : 0) + (SECONDARY_FEATURES.has(place.featureCode) ? 0 : 1);
  return [...candidates].sort((a, b) => score(b) - score(a) || b.population - a.population)[0];
}

function centre(points: Point[]): Point | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Joins the current communes to GeoNames coordinates by INSEE code. Paris, Lyon and
 * Marseille are replaced by their municipal arrondissements: each has its own postal
 * code, so "75015" or "Paris 15" finds one place, and distances inside those cities mean
 * something. A commune GeoNames lacks is located, in order, by a commune merged into it,
 * by a commune sharing one of its postal codes, then by the centre of its district.
 */
export function joinCommunes(etalab: EtalabCommune[], places: GeoPlace[]): JoinResult {
  const placesByInsee = new Map<string, GeoPlace[]>();
  const placesByName = new Map<string, GeoPlace[]>();
  const placesByDepartment = new Map<string, GeoPlace[]>();
  for (const place of places) {
    if (place.inseeCode) push(placesByInsee, place.inseeCode, place);
    push(placesByName, `${place.department}:${fold(place.name)}`, place);
    push(placesByDepartment, place.department, place);
  }

  const current = etalab.filter((c) => c.type === 'commune-actuelle');
  const arrondissements = etalab.filter((c) => c.type === 'arrondissement-municipal');
  const formerCodes = new Map<string, string[]>();
  for (const c of current) for (const code of c.anciensCodes ?? []) push(formerCodes, c.code, code);
  for (const c of etalab) {
    if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && c.chefLieu) {
      push(formerCodes, c.chefLieu, c.code);
    }
  }
  const byCode = new Map(current.map((c) => [c.code, c]));
  const communesPerDepartment = new Map<string, number>();
  for (const c of current)
    communesPerDepartment.set(c.departement, (communesPerDepartment.get(c.departement) ?? 0) + 1);

  // Own coordinates: the commune's own code, then the codes of communes merged into it, then its
  // name in its department; a territory that is a single commune (Saint-Barthélemy) takes its main town.
  const located = new Map<string, { point: Point; source: CoordinateSource }>();
  const ownPlace = (c: EtalabCommune): [GeoPlace | undefined, CoordinateSource] => {
    const own = bestPlace(placesByInsee.get(c.code) ?? [], c.nom);
    if (own) return [own, 'geonames'];
    const formerPlaces = (formerCodes.get(c.code) ?? []).flatMap((code) => placesByInsee.get(code) ?? []);
    const former = bestPlace(formerPlaces, c.nom);
    if (former) return [former, 'former'];
    // A place named like the commune but filed under another code is taken, unless it is that other commune's own place.
    const named = (placesByName.get(`${c.departement}:${fold(c.nom)}`) ?? []).filter((place) => {
      const filedUnder = place.inseeCode ? byCode.get(place.inseeCode) : undefined;
      return !filedUnder || fold(filedUnder.nom) !== fold(place.name);
    });
    if (named.length > 0) return [bestPlace(named, c.nom), 'name'];
    if (communesPerDepartment.get(c.departement) === 1) {
      return [bestPlace(placesByDepartment.get(c.departement) ?? [], c.nom), 'name'];
    }
    return [undefined, 'geonames'];
  };
  for (const c of current) {
    const [place, source] = ownPlace(c);
    if (place) located.set(c.code, { point: place, source });
  }
  // GeoNames files Lyon's and Marseille's arrondissements as "Lyon 02", "Marseille 07" under the city's code.
  for (const a of arrondissements) {
    const parent = a.commune ? byCode.get(a.commune) : undefined;
    if (!parent) continue;
    const number = /(\d+)(er|e) arrondissement/i.exec(a.nom)?.[1]?.padStart(2, '0');
    const wanted = `${fold(parent.nom)} ${number}`;
    const place = (placesByInsee.get(parent.code) ?? []).find((p) => fold(p.name) === wanted);
    if (place) located.set(a.code, { point: place, source: 'geonames' });
  }

  // Donors by postal code: the most populous commune located on its own (never a borrower: no chains).
  const donorsByZip = new Map<string, EtalabCommune[]>();
  for (const c of current) {
    if (located.has(c.code)) for (const zip of c.codesPostaux ?? []) push(donorsByZip, zip, c);
  }
  const areaPoints = new Map<string, Point[]>();
  for (const c of current) {
    const point = located.get(c.code)?.point;
    if (!point) continue;
    push(areaPoints, `district:${c.departement}:${c.arrondissement ?? ''}`, point);
    push(areaPoints, `department:${c.departement}`, point);
  }

  const cityParents = new Set(arrondissements.map((a) => a.commune));
  const emitted = [...current.filter((c) => !cityParents.has(c.code)), ...arrondissements];
  const sources: Record<CoordinateSource, number> = {
    geonames: 0,
    former: 0,
    name: 0,
    zip: 0,
    district: 0,
    department: 0,
  };
  const result: JoinResult = { rows: [], communes: 0, sources, withoutCoordinates: [], withoutZip: [] };

  for (const c of emitted) {
    const zips = [...new Set(c.codesPostaux ?? [])].sort();
    if (zips.length === 0) {
      result.withoutZip.push(`${c.code} ${c.nom}`);
      continue;
    }
    let found = located.get(c.code);
    if (!found) {
      const donor = zips
        .flatMap((zip) => donorsByZip.get(zip) ?? [])
        .filter((d) => d.code !== c.code)
        .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
      const donorPoint = donor ? located.get(donor.code)?.point : undefined;
      const parent = c.commune ? byCode.get(c.commune) : undefined;
      const district = centre(
        areaPoints.get(`district:${c.departement}:${(parent ?? c).arrondissement ?? ''}`) ?? [],
      );
      const department = centre(areaPoints.get(`department:${c.departement}`) ?? []);
      if (donorPoint) found = { point: donorPoint, source: 'zip' };
      else if (district) found = { point: district, source: 'district' };
      else if (department) found = { point: department, source: 'department' };
    }
    if (!found) {
      result.withoutCoordinates.push(`${c.code} ${c.nom}`);
      continue;
    }
    sources[found.source] += 1;
    result.communes += 1;
    const { latitude, longitude } = found.point;
    for (const zip of zips) {
      result.rows.push([c.code, c.nom, zip, round(latitude), round(longitude), c.population ?? 0]);
    }
  }
  result.rows.sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
  return result;
}
