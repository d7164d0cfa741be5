import { extractFacts } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { type MemberInput, MemberStore } from '../../apps/api/src/features/daily-pick/engine/members';
import { regionOf } from '../../apps/api/src/features/daily-pick/engine/regions';
import { answerVector } from '../../apps/api/src/features/questionnaire/answer-vector';
import {
  ARCHETYPES,
  correlatedAnswers,
  drawEducation,
  drawFacts,
  withFacts,
} from '../../apps/demo/src/answers';
import { type CityRow, cityPool } from '../../apps/demo/src/cities';
import { listCities } from '../../apps/demo/src/queries';
import { deriveSeed, seededRandom } from '../../apps/demo/src/random';
import { SEED, TEMPLATES } from '../deck/population';

/*
 * The bench population (deck/population.ts) made in memory instead of in the database, member g by the
 * same rules: the same communes drawn in the same order, questionnaire template (g × 7919) mod TEMPLATES
 * drawn as there, genders and sought genders (women seek men; one man in ten seeks men), birth dates,
 * distance, age ranges and questionnaire filters. Ids are g + 1 and the shard a hash of the id (the
 * database's hashint4 differs, which changes who samples whom, not how many). For the million-member
 * day when loading a million members into a database does not fit the session.
 */

interface Template {
  age: number;
  facts: ReturnType<typeof extractFacts>;
  vector: Float32Array;
}

function templates(): Template[] {
  return Array.from({ length: TEMPLATES }, (_, t) => {
    const random = seededRandom(deriveSeed(SEED, t));
    const age = 18 + (t % 48);
    const answers = withFacts(
      correlatedAnswers(SEED, t % ARCHETYPES, 0.3 + 0.6 * random(), random),
      drawFacts(random, age, drawEducation(random, age)),
    );
    return { age, facts: extractFacts(answers), vector: answerVector(answers) };
  });
}

/** A 32-bit integer hash (murmur3's finalizer), & 63: a shard per id. */
function shardOf(id: number): number {
  let h = id >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 63;
}

/** YYYY-MM-DD of `day` less `years` years and `days` days (as the population's SQL). */
function bornOn(day: string, years: number, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The population's draws, made once: each member's commune and region, the questionnaire templates. */
export interface GeneratedPopulation {
  count: number;
  cities: Map<number, CityRow>;
  drawn: Int32Array;
  /** Each member's region code, '' outside every region. */
  regions: string[];
  shapes: Template[];
}

/** Draws `count` members of the bench population (see above). */
export async function generatePopulation(db: Kysely<Database>, count: number): Promise<GeneratedPopulation> {
  const rows = await listCities(db);
  const cities = new Map(rows.map((city) => [city.id, city]));
  const pool = cityPool(rows);
  const random = seededRandom(SEED);
  const drawn = Int32Array.from({ length: count }, () => pool.draw(random).id);
  const regions = Array.from(drawn, (id) => regionOf(cities.get(id)?.insee_code ?? '') ?? '');
  return { count, cities, drawn, regions, shapes: templates() };
}

/** How many members each region holds. */
export function regionSizes(population: GeneratedPopulation): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const region of population.regions) if (region) sizes.set(region, (sizes.get(region) ?? 0) + 1);
  return sizes;
}

/** Member g of the population (see above), living in `city`. */
function memberOf(population: GeneratedPopulation, g: number, city: CityRow, day: string): MemberInput {
  const template = population.shapes[(g * 7919) % TEMPLATES] as Template;
  const female = g % 2 === 0;
  const ageMin = g % 5 === 0 ? 18 : Math.max(18, template.age - 4 - (g % 7));
  const ageMax = g % 5 === 0 ? 99 : Math.min(99, template.age + 4 + (g % 9));
  return {
    id: g + 1,
    gender: female ? 'female' : 'male',
    seeking: female === (g % 20 !== 3) ? 'male' : 'female',
    birthDate: bornOn(day, template.age, (g * 7) % 365),
    ageRange: [ageMin, ageMax],
    latitude: city.latitude,
    longitude: city.longitude,
    maxDistance: g % 20 === 7 ? 101 : g % 10 === 1 ? 25 : g % 10 === 2 ? 100 : 50,
    shard: shardOf(g + 1),
    incognito: false,
    facts: template.facts,
    preferences: {
      partnerPoliticalOrientation: g % 8 === 3 ? 'Même que la mienne' : 'Peu importe',
      partnerEducation: [],
      partnerReligiousAffiliation: g % 9 === 4 ? 'Même que la mienne' : 'Peu importe',
      partnerSituation: g % 6 === 5 ? ['Fumeur(se)'] : [],
    },
    vector: template.vector,
  };
}

/** One region's members for `day`, as loadRegion would give them (no swipe or report in this population). */
export function generatedRegion(population: GeneratedPopulation, region: string, day: string): MemberStore {
  let size = 0;
  for (const code of population.regions) if (code === region) size++;
  const store = new MemberStore(size, day);
  for (let g = 0; g < population.count; g++) {
    if (population.regions[g] !== region) continue;
    const city = population.cities.get(population.drawn[g] as number) as CityRow;
    store.add(memberOf(population, g, city, day));
  }
  return store;
}
