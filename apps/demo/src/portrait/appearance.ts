import { between, chance, pick, type Random, weighted } from '../random';
import type { Backdrop, Expression, HairStyle, Portrait, Top } from './types';

/*
 * Who a demo member looks like, drawn once (face, hair, glasses…), then a few photos of that person
 * (variants): another background, another crop, another expression, sometimes other clothes. Palettes
 * are flat-illustration colours; skin tones run from very fair to very dark.
 */

/** skin, shade, blush, lips; the first entries are the most common in the population drawn. */
const SKINS: readonly (readonly [string, string, string, string])[] = [
  ['#f6d2b8', '#e6b597', '#f2a593', '#b8605a'],
  ['#f2c7a5', '#e0a987', '#f09a8a', '#c2545a'],
  ['#f0c8a0', '#dcaa80', '#e89a80', '#b85a50'],
  ['#e8b48f', '#d49a73', '#ea8f7d', '#b44a57'],
  ['#d9a47a', '#c48a60', '#d98466', '#a24e44'],
  ['#c98e63', '#b0764d', '#d98466', '#8e4a3a'],
  ['#b07850', '#98643e', '#c0704f', '#7e4032'],
  ['#8d5a3b', '#764830', '#a8604a', '#7a3530'],
  ['#6e432b', '#5a3522', '#85503a', '#5c2c24'],
  ['#5a3724', '#482b1b', '#704432', '#4a2520'],
];
const SKIN_WEIGHTS = [16, 18, 14, 14, 10, 8, 6, 6, 5, 3];

const HAIR = {
  black: ['#1d1b22', '#0f0e13'],
  darkBrown: ['#2c211c', '#1c1512'],
  brown: ['#4a3020', '#33200f'],
  chestnut: ['#6b3e26', '#4f2b19'],
  auburn: ['#8a3b22', '#6a2a16'],
  copper: ['#b5582a', '#8f421c'],
  darkBlonde: ['#a07840', '#805c2c'],
  blonde: ['#c9954c', '#a87a37'],
  lightBlonde: ['#e0c07a', '#c4a25c'],
  saltPepper: ['#6e6a66', '#4e4a46'],
  grey: ['#9a9a9a', '#7a7a7a'],
  white: ['#e4e2de', '#c4c2be'],
} as const;
type HairColour = keyof typeof HAIR;

const EYES_DARK = ['#3b2a22', '#2b1d16', '#1f1410', '#4a3326'];
const EYES_LIGHT = ['#35506b', '#4a6b3a', '#5a4030', '#5c7a8c'];

/** cloth, shade, accent */
const CLOTHES: readonly (readonly [string, string, string])[] = [
  ['#e07a5f', '#c4644b', '#f4d7c8'],
  ['#5b8fb9', '#4a7aa1', '#ffffff'],
  ['#e9c46a', '#d4ad50', '#2a9d8f'],
  ['#3d4b63', '#2f3a4e', '#f1efe9'],
  ['#8e6bb8', '#77569f', '#ffffff'],
  ['#2a9d8f', '#217f74', '#ffffff'],
  ['#f4f1ea', '#dcd6ca', '#3d4b63'],
  ['#c0392b', '#a0302a', '#f6e7d8'],
  ['#6a8d73', '#56765e', '#f4efe6'],
  ['#1f2933', '#12181f', '#e6e6e6'],
  ['#f2a7a0', '#d98c85', '#ffffff'],
  ['#7a5c45', '#624936', '#efe4d6'],
  ['#264653', '#1b3440', '#e9c46a'],
  ['#d8b4e2', '#bf98cb', '#ffffff'],
];

/** from, to, halo, decor */
const BACKGROUNDS: readonly (readonly [string, string, string, string])[] = [
  ['#fde8d7', '#f7c9b6', '#fff4ea', '#f2a98f'],
  ['#dcecf5', '#a9cde3', '#eef7fb', '#7fb0d0'],
  ['#e3f1ea', '#b4dcc8', '#f3faf6', '#7fbf9c'],
  ['#ece8f6', '#c9c0e8', '#f8f6fd', '#a89bd6'],
  ['#fbe4ec', '#f1b9cc', '#fff3f7', '#e08fab'],
  ['#fff1d6', '#f6d49a', '#fffaf0', '#e8b45a'],
  ['#e6f0f7', '#c5d9ea', '#f5f9fc', '#5f8fb7'],
  ['#f1efe6', '#dcd5bf', '#fbfaf5', '#9fae7a'],
  ['#f9e0d0', '#f3b998', '#fff2e8', '#e07b53'],
  ['#e0f2f1', '#a7d8d3', '#f2fbfa', '#4fa59b'],
];

const EARRINGS = ['#e9b949', '#f2f2f2', '#e9c46a', '#c0c0c0', '#d4a373'];
const FRAMES = ['#2b2b2b', '#6b4a2e', '#8a1c2b', '#1e3a5f', '#b08d57', '#3c3c3c'];

function hairColour(random: Random, skinIndex: number, age: number): HairColour {
  const greying = Math.min(1, Math.max(0, (age - 40) / 28));
  if (chance(random, greying * 0.85)) {
    return age >= 62
      ? pick(random, ['grey', 'white', 'saltPepper'] as const)
      : pick(random, ['saltPepper', 'grey'] as const);
  }
  if (skinIndex >= 6)
    return weighted(random, [
      ['black', 60],
      ['darkBrown', 35],
      ['brown', 5],
    ] as const);
  return weighted(random, [
    ['black', 8],
    ['darkBrown', 22],
    ['brown', 20],
    ['chestnut', 16],
    ['auburn', 5],
    ['copper', 4],
    ['darkBlonde', 11],
    ['blonde', 9],
    ['lightBlonde', 5],
  ] as const);
}

function hairStyle(random: Random, feminine: boolean, skinIndex: number, age: number): HairStyle {
  const textured = skinIndex >= 7 && chance(random, 0.7);
  if (feminine) {
    if (textured) return pick(random, ['curly', 'coils', 'bun'] as const);
    return weighted(random, [
      ['wavy', 18],
      ['straight', 18],
      ['bob', age >= 45 ? 22 : 12],
      ['bun', 12],
      ['pixie', age >= 45 ? 14 : 6],
      ['curly', 8],
    ] as const);
  }
  if (textured) return pick(random, ['coils', 'buzz', 'crop'] as const);
  const balding = Math.max(0, (age - 30) / 80);
  return weighted(random, [
    ['crop', 22],
    ['quiff', age < 40 ? 18 : 8],
    ['sidepart', 18],
    ['buzz', 12],
    ['curly', 4],
    ['bald', 100 * balding],
  ] as const);
}

/** A demo member's face and usual look: the first photo, before any variation. */
export function drawAppearance(random: Random, feminine: boolean, age: number): Portrait {
  const skinIndex = weighted(
    random,
    SKIN_WEIGHTS.map((weight, index) => [index, weight] as const),
  );
  const [skin, skinShade, blush, lips] = SKINS[skinIndex] ?? pick(random, SKINS);
  const colour = hairColour(random, skinIndex, age);
  const [hair, hairShade] = HAIR[colour];
  const lightEyes = skinIndex <= 3 && chance(random, 0.35);
  const [cloth, clothShade, accent] = pick(random, CLOTHES);
  const [from, to, halo, decor] = pick(random, BACKGROUNDS);
  const portrait: Portrait = {
    feminine,
    skin,
    skinShade,
    blush,
    lips,
    eyes: pick(random, lightEyes ? EYES_LIGHT : EYES_DARK),
    hair,
    hairShade,
    hairStyle: hairStyle(random, feminine, skinIndex, age),
    top: pickTop(random, feminine),
    cloth,
    clothShade,
    accent,
    background: [from, to],
    halo,
    decor,
    expression: pick(random, ['smile', 'soft'] as const),
  };
  if (!feminine && chance(random, 0.45)) {
    portrait.beard = weighted(random, [
      ['full', 35],
      ['stubble', 35],
      ['moustache', 12],
      ['goatee', 18],
    ] as const);
  }
  if (chance(random, age >= 45 ? 0.45 : 0.2)) {
    portrait.glasses = pick(random, FRAMES);
    portrait.glassesShape = pick(random, ['rounded', 'round', 'square'] as const);
  }
  if (feminine && chance(random, 0.55)) portrait.earrings = pick(random, EARRINGS);
  if (skinIndex <= 2 && chance(random, colour === 'auburn' || colour === 'copper' ? 0.7 : 0.12)) {
    portrait.freckles = true;
  }
  if (age >= 48 || (age >= 40 && chance(random, 0.4))) portrait.lines = true;
  return portrait;
}

function pickTop(random: Random, feminine: boolean): Top {
  return feminine
    ? pick(random, ['wrap', 'crew', 'vneck', 'turtleneck', 'blazer', 'shirt'] as const)
    : pick(random, ['shirt', 'crew', 'blazer', 'vneck', 'turtleneck'] as const);
}

const BACKDROPS: readonly Backdrop[] = ['bubbles', 'stripes', 'arch', 'leaves', 'sea'];
const EXPRESSIONS: readonly Expression[] = ['smile', 'soft', 'grin', 'laugh'];

/**
 * `count` photos of one person: the first as drawn, the others from another day: another place behind
 * them, another framing, another expression, half the time other clothes. The face never changes.
 */
export function photoVariants(random: Random, person: Portrait, count: number): Portrait[] {
  const photos: Portrait[] = [person];
  for (let index = 1; index < count; index++) {
    const [from, to, halo, decor] = pick(random, BACKGROUNDS);
    const variant: Portrait = {
      ...person,
      background: [from, to],
      halo,
      decor,
      backdrop: pick(random, BACKDROPS),
      expression: pick(random, EXPRESSIONS),
      frame: {
        scale: between(random, 100, 145) / 100,
        dx: between(random, -40, 40),
        dy: between(random, -30, 70),
        tilt: chance(random, 0.5) ? between(random, -6, 6) : 0,
      },
    };
    if (chance(random, 0.5)) {
      const [cloth, clothShade, accent] = pick(random, CLOTHES);
      Object.assign(variant, { cloth, clothShade, accent, top: pickTop(random, person.feminine) });
    }
    photos.push(variant);
  }
  return photos;
}
