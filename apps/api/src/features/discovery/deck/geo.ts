import { DISTANCE_MAX_KM } from '@lien/contract/rules';

/** Mean earth radius (IUGG), km: distances are great-circle distances between the two cities. */
export const EARTH_RADIUS_KM = 6371.0088;

/** The distance slider's top value, 101 ('100 km+'), means no limit at all (PRODUCT §9). */
export const NO_DISTANCE_LIMIT = DISTANCE_MAX_KM;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), the formula the deck's SQL filters with. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/*
 * Grid cells: the deck index is ordered by cell, so a radius becomes a short list of index ranges.
 * 0.5° of latitude by 0.75° of longitude is about 55 km square in France: a 100 km radius covers at most
 * about 20 cells. The database computes the same number (deck_cell) from a city's coordinates.
 */
export const CELL_LAT_DEGREES = 0.5;
export const CELL_LON_DEGREES = 0.75;
const LON_CELLS = 1000;

/** The grid cell of a point; deck_cell(latitude, longitude) in SQL. */
export function cellOf(latitude: number, longitude: number): number {
  return (
    Math.floor((latitude + 90) / CELL_LAT_DEGREES) * LON_CELLS +
    Math.floor((longitude + 180) / CELL_LON_DEGREES)
  );
}

/**
 * The cells that may hold a point within `km` of (latitude, longitude): those whose nearest point (the
 * viewer's coordinates clamped into the cell) lies within `km` plus a margin that covers meridians
 * converging across a cell. A prefilter only: the exact distance is checked on every row.
 */
export function cellsWithin(latitude: number, longitude: number, km: number): number[] {
  const margin = 2;
  const latSpan = (km + margin) / 111.19;
  const cosine = Math.max(0.01, Math.cos(radians(Math.min(89, Math.abs(latitude) + latSpan))));
  const lonSpan = Math.min(180, latSpan / cosine);
  const cells: number[] = [];
  const firstRow = Math.floor((Math.max(-90, latitude - latSpan) + 90) / CELL_LAT_DEGREES);
  const lastRow = Math.floor((Math.min(89.999, latitude + latSpan) + 90) / CELL_LAT_DEGREES);
  const firstColumn = Math.floor((longitude - lonSpan + 180) / CELL_LON_DEGREES);
  const lastColumn = Math.floor((longitude + lonSpan + 180) / CELL_LON_DEGREES);
  const columns = 360 / CELL_LON_DEGREES;
  for (let row = firstRow; row <= lastRow; row++) {
    const south = row * CELL_LAT_DEGREES - 90;
    const nearestLat = Math.min(Math.max(latitude, south), south + CELL_LAT_DEGREES);
    for (let column = firstColumn; column <= lastColumn; column++) {
      const wrapped = ((column % columns) + columns) % columns;
      const west = column * CELL_LON_DEGREES - 180;
      const nearestLon = Math.min(Math.max(longitude, west), west + CELL_LON_DEGREES);
      if (distanceKm(latitude, longitude, nearestLat, nearestLon) <= km + margin) {
        cells.push(row * LON_CELLS + wrapped);
      }
    }
  }
  return [...new Set(cells)].sort((a, b) => a - b);
}
