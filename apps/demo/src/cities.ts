import { distanceKm } from '@lien/api/extension';
import type { Random } from './random';

/** A commune as the demo population needs it. */
export interface CityRow {
  id: number;
  insee_code: string;
  name: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Where a demo member lives: the commune's row, and the name they would give it in a bio. */
export interface DemoCity {
  id: number;
  /** 'Paris' rather than 'Paris 15e Arrondissement'. */
  town: string;
}

export interface CityPool {
  draw(random: Random): DemoCity;
}

/** How the population gathers in big towns. */
export interface Concentration {
  /** How many of the largest towns get most of the population, and how much of it. */
  bigTowns: number;
  bigShare: number;
  /** Below 1, big towns get less than their size alone would give: Lyon is not drowned by Paris. */
  exponent: number;
  /**
   * When given, a big town is its metropolitan area: every commune within this many km of it, weighed
   * together and each drawn as likely as its population (Villeurbanne with Lyon), a town inside a
   * bigger one's area being no big town of its own.
   */
  metroKm?: number;
}

/** By the towns' own size: the deck benchmark's population (bench/deck), and a newcomer's neighbourhood. */
export const BY_TOWN_SIZE: Concentration = { bigTowns: 20, bigShare: 0.75, exponent: 0.4 };
/**
 * Where people sign up to dating apps: mostly in the metropolitan areas, the larger the more, Paris
 * first. The demo population's (300 members: about sixty around Paris, twenty around Lyon or Marseille).
 */
export const WHERE_PEOPLE_SIGN_UP: Concentration = {
  bigTowns: 25,
  bigShare: 0.85,
  exponent: 0.7,
  metroKm: 25,
};

/** Paris, Lyon and Marseille are one town split into arrondissements: 'Lyon 3e Arrondissement' is Lyon. */
export const townOf = (name: string) => name.replace(/ \d+(er|e) Arrondissement$/, '');

interface Weighted<T> {
  items: T[];
  cumulative: number[];
}

function weightedList<T>(entries: [T, number][]): Weighted<T> {
  let total = 0;
  const cumulative: number[] = [];
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return { items: entries.map(([item]) => item), cumulative };
}

/** Binary search on the cumulative weights: 35 000 communes cost 16 comparisons per draw. */
function drawFrom<T>(list: Weighted<T>, random: Random): T {
  const total = list.cumulative[list.cumulative.length - 1] ?? 0;
  const target = random() * total;
  let low = 0;
  let high = list.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list.cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  const item = list.items[low];
  if (item === undefined) throw new Error('demo: no city to draw from');
  return item;
}

/**
 * Where demo members live. Most live in one of the largest towns of metropolitan France, or their
 * metropolitan areas (`concentration`), weighted by size and flattened so that every big town has a
 * crowd: whoever tries the app from a big town finds people nearby. The others live anywhere, overseas
 * included, each commune as likely as its population: the map is not only big towns. A commune with
 * several postal codes has one row per code; its population is shared among them.
 */
export function cityPool(rows: readonly CityRow[], concentration: Concentration = BY_TOWN_SIZE): CityPool {
  if (rows.length === 0) throw new Error('demo: the cities table is empty');
  const rowsPerCommune = new Map<string, number>();
  for (const row of rows) rowsPerCommune.set(row.insee_code, (rowsPerCommune.get(row.insee_code) ?? 0) + 1);
  const cityOf = (row: CityRow): DemoCity => ({ id: row.id, town: townOf(row.name) });
  const share = (row: CityRow) => Math.max(1, row.population) / (rowsPerCommune.get(row.insee_code) ?? 1);
  const metropolitan = rows.filter((row) => !row.insee_code.startsWith('97'));

  const towns = new Map<string, { rows: CityRow[]; population: number }>();
  for (const row of metropolitan) {
    const key = `${townOf(row.name)}|${row.insee_code.slice(0, 2)}`;
    const town = towns.get(key) ?? { rows: [], population: 0 };
    town.rows.push(row);
    town.population += share(row);
    towns.set(key, town);
  }
  const bySize = [...towns.values()].sort((a, b) => b.population - a.population);
  const big = concentration.metroKm
    ? metroAreas(bySize, metropolitan, concentration.bigTowns, concentration.metroKm, share)
    : bySize.slice(0, concentration.bigTowns);
  const bigTowns = weightedList(
    big.map((town) => [
      weightedList(town.rows.map((row) => [row, share(row)])),
      town.population ** concentration.exponent,
    ]),
  );
  const anywhere = weightedList(rows.map((row) => [row, share(row)]));

  return {
    draw(random) {
      if (big.length > 0 && random() < concentration.bigShare) {
        return cityOf(drawFrom(drawFrom(bigTowns, random), random));
      }
      return cityOf(drawFrom(anywhere, random));
    },
  };
}

/** The largest towns as metropolitan areas: each one's communes within `km`, none inside a larger one's. */
function metroAreas(
  bySize: readonly { rows: CityRow[] }[],
  rows: readonly CityRow[],
  count: number,
  km: number,
  share: (row: CityRow) => number,
): { rows: CityRow[]; population: number }[] {
  const areas: { centre: CityRow; rows: CityRow[]; population: number }[] = [];
  for (const town of bySize) {
    if (areas.length >= count) break;
    const centre = town.rows[0];
    if (!centre || areas.some((area) => kmBetween(area.centre, centre) <= km)) continue;
    const around = rows.filter((row) => kmBetween(centre, row) <= km);
    areas.push({ centre, rows: around, population: around.reduce((sum, row) => sum + share(row), 0) });
  }
  return areas;
}

/** Great-circle distance between two communes (the deck's haversine, deck/geo.ts). */
const kmBetween = (a: CityRow, b: CityRow) => distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
