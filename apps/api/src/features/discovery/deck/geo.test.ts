import { ageOn } from '@lien/contract';
import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import { birthDateRange, cellOf, cellsWithin, distanceKm } from './geo';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('birthDateRange', () => {
  it('selects exactly the birth dates whose age on the day is within the range, leap days included', () => {
    const random = seededRandom(7);
    const todays = ['2024-02-29', '2023-02-28', '2023-03-01', '2025-12-31', '2026-01-01'];
    for (let i = 0; i < 20; i++) {
      todays.push(isoDay(Date.UTC(2020, 0, 1) + Math.floor(random() * 3000) * 86_400_000));
    }
    const mismatches: string[] = [];
    for (const today of todays) {
      const minAge = 18 + Math.floor(random() * 40);
      const maxAge = minAge + Math.floor(random() * 20);
      const { bornAfter, bornBy } = birthDateRange(minAge, maxAge, today);
      // Every day within a year of either bound: where an off-by-one would show.
      for (const bound of [bornAfter, bornBy]) {
        const start = Date.parse(`${bound}T00:00:00Z`) - 370 * 86_400_000;
        for (let day = 0; day < 740; day += 1) {
          const birth = isoDay(start + day * 86_400_000);
          const age = ageOn(birth, today) ?? -1;
          const inRange = age >= minAge && age <= maxAge;
          if (inRange !== (birth > bornAfter && birth <= bornBy)) mismatches.push(`${birth} on ${today}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('cells and distances', () => {
  it('measures great-circle distances', () => {
    // Paris – Lyon, about 392 km as the crow flies.
    expect(distanceKm(48.8534, 2.3488, 45.7485, 4.8467)).toBeCloseTo(392, -1);
    expect(distanceKm(45, 5, 45, 5)).toBe(0);
  });

  it('lists a cell for every point within the radius', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 300; i++) {
      const latitude = -60 + random() * 120;
      const longitude = -179 + random() * 358;
      const km = 1 + random() * 100;
      const cells = new Set(cellsWithin(latitude, longitude, km));
      for (let j = 0; j < 30; j++) {
        const bearing = random() * 2 * Math.PI;
        const reach = random() * km;
        const lat = latitude + (reach / 111.19) * Math.cos(bearing);
        const lon = longitude + (reach / (111.19 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing);
        if (distanceKm(latitude, longitude, lat, lon) > km) continue;
        expect(cells.has(cellOf(lat, lon)), `${lat},${lon} within ${km} km of ${latitude},${longitude}`).toBe(
          true,
        );
      }
    }
  });

  it('keeps a 100 km radius in France to a few index ranges', () => {
    expect(cellsWithin(48.8534, 2.3488, 100).length).toBeLessThanOrEqual(25);
    expect(cellsWithin(48.8534, 2.3488, 10).length).toBeLessThanOrEqual(4);
  });
});
