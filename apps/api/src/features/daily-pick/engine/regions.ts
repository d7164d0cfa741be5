/*
 * The regions the daily pick is computed over: the 13 metropolitan regions and the five overseas
 * departments that are regions of their own, by the INSEE codes of their departments (a commune's INSEE
 * code starts with its department: two characters, 2A/2B for Corsica, three for overseas, 97x).
 */

/** A region the day's matching runs over, one job run each. */
export interface PickRegion {
  /** The INSEE region code. */
  code: string;
  name: string;
}

/** Each region's departments (INSEE codes). */
const DEPARTMENTS_BY_REGION: Record<string, { name: string; departments: readonly string[] }> = {
  '11': { name: 'Île-de-France', departments: ['75', '77', '78', '91', '92', '93', '94', '95'] },
  '24': { name: 'Centre-Val de Loire', departments: ['18', '28', '36', '37', '41', '45'] },
  '27': { name: 'Bourgogne-Franche-Comté', departments: ['21', '25', '39', '58', '70', '71', '89', '90'] },
  '28': { name: 'Normandie', departments: ['14', '27', '50', '61', '76'] },
  '32': { name: 'Hauts-de-France', departments: ['02', '59', '60', '62', '80'] },
  '44': { name: 'Grand Est', departments: ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'] },
  '52': { name: 'Pays de la Loire', departments: ['44', '49', '53', '72', '85'] },
  '53': { name: 'Bretagne', departments: ['22', '29', '35', '56'] },
  '75': {
    name: 'Nouvelle-Aquitaine',
    departments: ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  },
  '76': {
    name: 'Occitanie',
    departments: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  },
  '84': {
    name: 'Auvergne-Rhône-Alpes',
    departments: ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  },
  '93': { name: 'Provence-Alpes-Côte d’Azur', departments: ['04', '05', '06', '13', '83', '84'] },
  '94': { name: 'Corse', departments: ['2A', '2B'] },
  '01': { name: 'Guadeloupe', departments: ['971'] },
  '02': { name: 'Martinique', departments: ['972'] },
  '03': { name: 'Guyane', departments: ['973'] },
  '04': { name: 'La Réunion', departments: ['974'] },
  '06': { name: 'Mayotte', departments: ['976'] },
};

/** The regions, each computed on its own. */
export const PICK_REGIONS: readonly PickRegion[] = Object.entries(DEPARTMENTS_BY_REGION).map(
  ([code, { name }]) => ({ code, name }),
);

const REGION_OF_DEPARTMENT = new Map(
  Object.entries(DEPARTMENTS_BY_REGION).flatMap(([code, { departments }]) =>
    departments.map((department): [string, string] => [department, code]),
  ),
);

/** A commune's department from its INSEE code: three characters overseas (97x), two otherwise. */
export function departmentOf(inseeCode: string): string {
  return inseeCode.slice(0, inseeCode.startsWith('97') ? 3 : 2);
}

/** The region of a commune (its INSEE code); null outside the regions above (Saint-Pierre, a typo). */
export function regionOf(inseeCode: string): string | null {
  return REGION_OF_DEPARTMENT.get(departmentOf(inseeCode)) ?? null;
}

/** A region's departments; throws on an unknown region code (a caller's bug, not a member's input). */
export function departmentsOf(regionCode: string): readonly string[] {
  const region = DEPARTMENTS_BY_REGION[regionCode];
  if (!region) throw new Error(`daily pick: unknown region ${regionCode}`);
  return region.departments;
}
