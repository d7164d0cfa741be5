import { LOCALE } from '@lien/contract/rules';
import { onFirstUse } from '../../ui/onFirstUse';

const formatter = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }),
);

/** 85 → « 85 % », with the narrow no-break space French typography puts before the sign. */
export const percent = (level: number) => formatter().format(level / 100);

const kilometres = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/** PRODUCT §2.5 distance in km: « à 12 km »; under one km it would read « à 0 km ». */
export const distanceText = (km: number) => (km < 1 ? 'à moins de 1 km' : `à ${kilometres().format(km)} km`);
