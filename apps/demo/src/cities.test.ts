import { describe, expect, it } from 'vitest';
import { BY_TOWN_SIZE, type CityRow, cityPool, townOf, WHERE_PEOPLE_SIGN_UP } from './cities';
import { seededRandom } from './random';

/** A commune `km` east of 45° N, 5° E (111.19 km per degree of latitude, cos 45° for longitude). */
const commune = (id: number, name: string, population: number, km: number): CityRow => ({
  id,
  insee_code: `69${String(id).padStart(3, '0')}`,
  name,
  population,
  latitude: 45,
  longitude: 5 + km / (111.19 * Math.cos(Math.PI / 4)),
});

const rows = [
  commune(1, 'Grandeville', 800_000, 0),
  commune(2, 'Banlieue', 150_000, 12),
  commune(3, 'Lointaine', 200_000, 200),
  commune(4, 'Hameau', 300, 400),
];

function shares(pool: ReturnType<typeof cityPool>): Map<number, number> {
  const random = seededRandom(7);
  const counts = new Map<number, number>();
  for (let i = 0; i < 20_000; i++) {
    const { id } = pool.draw(random);
    counts.set(id, (counts.get(id) ?? 0) + 1 / 20_000);
  }
  return counts;
}

describe('where demo members live', () => {
  it('is mostly the metropolitan areas where people sign up, suburbs included, the map not only them', () => {
    const drawn = shares(cityPool(rows, WHERE_PEOPLE_SIGN_UP));
    const metro = (drawn.get(1) ?? 0) + (drawn.get(2) ?? 0);
    expect(metro).toBeGreaterThan(0.7);
    // The suburb is part of the big town's area, not a big town of its own: it gets its population's
    // part of the area (150 000 of 950 000).
    expect((drawn.get(2) ?? 0) / metro).toBeGreaterThan(0.12);
    expect((drawn.get(2) ?? 0) / metro).toBeLessThan(0.2);
    expect(drawn.get(4) ?? 0).toBeGreaterThan(0);
  });

  it('weighs towns by their own size for the benchmark’s population', () => {
    const drawn = shares(cityPool(rows, BY_TOWN_SIZE));
    // The suburb is a big town of its own here, its size flattened: more than its population's part.
    const metro = (drawn.get(1) ?? 0) + (drawn.get(2) ?? 0);
    expect((drawn.get(2) ?? 0) / metro).toBeGreaterThan(0.22);
  });

  it('names a town without its arrondissement', () => {
    expect(townOf('Lyon 3e Arrondissement')).toBe('Lyon');
    expect(townOf('Paris 1er Arrondissement')).toBe('Paris');
    expect(townOf('Villeurbanne')).toBe('Villeurbanne');
  });
});
