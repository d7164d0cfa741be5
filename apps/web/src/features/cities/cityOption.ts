import type { City } from '@lien/contract';
import { cityLabel } from '@lien/contract/rules';

/** What the picker shows and what choosing it sets. */
export interface CityOption {
  id: number;
  label: string;
}

/** A city of the full list as the picker shows it: « Lyon (69001) ». */
export const toOption = (city: City): CityOption => ({ id: city.id, label: cityLabel(city) });
