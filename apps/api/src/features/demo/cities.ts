import type { Random } from './random';

/** A commune as the demo population needs it. */
export interface CityRow {
  id: number;
  insee_code: string;
  name: string;
  population: number;
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

/** How many of the largest towns get most of the population, and how much of it. */
const BIG_TOWNS = 20;
const BIG_SHARE = 0.75;
/** Below 1, big towns get less than their size alone would give: Lyon is not drowned by Paris. */
const BIG_TOWN_EXPONENT = 0.4;

/** Paris, Lyon and Marseille are one town split into arrondissements. */
const townOf = (name: string) => name.replace(/ \d+(er|e) Arrondissement$/, '');

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
 * Where demo members live. Three in four live in one of the twenty largest towns of metropolitan
 * France (weighted by size, flattened so that every big town has a crowd): whoever tries the app from a
 * big town finds people nearby. The others live anywhere, overseas included, each commune as likely as
 * its population: the map is not only big towns. A commune with several postal codes has one row per
 * code; its population is shared among them.
 */
export function cityPool(rows: readonly CityRow[]): CityPool {
  if (rows.length === 0) throw new Error('demo: the cities table is empty');
  const rowsPerCommune = new Map<string, number>();
  for (const row of rows) rowsPerCommune.set(row.insee_code, (rowsPerCommune.get(row.insee_code) ?? 0) + 1);
  const cityOf = (row: CityRow): DemoCity => ({ id: row.id, town: townOf(row.name) });
  const share = (row: CityRow) => Math.max(1, row.population) / (rowsPerCommune.get(row.insee_code) ?? 1);

  const towns = new Map<string, { rows: CityRow[]; population: number }>();
  for (const row of rows) {
    if (row.insee_code.startsWith('97')) continue;
    const key = `${townOf(row.name)}|${row.insee_code.slice(0, 2)}`;
    const town = towns.get(key) ?? { rows: [], population: 0 };
    town.rows.push(row);
    town.population += share(row);
    towns.set(key, town);
  }
  const big = [...towns.values()].sort((a, b) => b.population - a.population).slice(0, BIG_TOWNS);
  const bigTowns = weightedList(big.map((town) => [town, town.population ** BIG_TOWN_EXPONENT]));
  const anywhere = weightedList(rows.map((row) => [row, share(row)]));

  return {
    draw(random) {
      if (big.length > 0 && random() < BIG_SHARE) {
        const town = drawFrom(bigTowns, random);
        return cityOf(drawFrom(weightedList(town.rows.map((row) => [row, share(row)])), random));
      }
      return cityOf(drawFrom(anywhere, random));
    },
  };
}
