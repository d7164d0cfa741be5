import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import { cellOf, cellsWithin, distanceKm } from './geo';

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
