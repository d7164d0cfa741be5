/**
 * Renders the six sample portraits of the welcome screen (SPEC §2.1) as flat
 * illustrations: SVG drawn here, converted to WebP by sharp. Offline and deterministic:
 * no photo, no model, no randomness.
 *
 *   npx tsx scripts/sample-portraits/generate.ts [--sheet /tmp/portraits.png]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const WIDTH = 480;
export const HEIGHT = 776; // 480 × 1.618, the photo ratio of SPEC §9
const CX = WIDTH / 2;

type HairStyle = 'wavy' | 'bob' | 'curly' | 'crop' | 'quiff' | 'coils';
type Top = 'crew' | 'vneck' | 'shirt' | 'blazer' | 'turtleneck' | 'wrap';

export interface Portrait {
  feminine: boolean;
  skin: string;
  skinShade: string;
  blush: string;
  lips: string;
  eyes: string;
  hair: string;
  hairShade: string;
  hairStyle: HairStyle;
  top: Top;
  cloth: string;
  clothShade: string;
  accent: string;
  background: [string, string];
  halo: string;
  beard?: boolean;
  glasses?: string;
  earrings?: string;
}

export const PORTRAITS: Portrait[] = [
  {
    feminine: true,
    skin: '#f2c7a5',
    skinShade: '#e0a987',
    blush: '#f09a8a',
    lips: '#c2545a',
    eyes: '#3b2a22',
    hair: '#6b3e26',
    hairShade: '#4f2b19',
    hairStyle: 'wavy',
    top: 'wrap',
    cloth: '#e07a5f',
    clothShade: '#c4644b',
    accent: '#f4d7c8',
    background: ['#fde8d7', '#f7c9b6'],
    halo: '#fff4ea',
    earrings: '#e9b949',
  },
  {
    feminine: false,
    skin: '#c98e63',
    skinShade: '#b0764d',
    blush: '#d98466',
    lips: '#8e4a3a',
    eyes: '#2b1d16',
    hair: '#2c211c',
    hairShade: '#1c1512',
    hairStyle: 'quiff',
    top: 'shirt',
    cloth: '#5b8fb9',
    clothShade: '#4a7aa1',
    accent: '#ffffff',
    background: ['#dcecf5', '#a9cde3'],
    halo: '#eef7fb',
    beard: true,
  },
  {
    feminine: true,
    skin: '#8d5a3b',
    skinShade: '#764830',
    blush: '#a8604a',
    lips: '#7a3530',
    eyes: '#1f1410',
    hair: '#241814',
    hairShade: '#150d0a',
    hairStyle: 'curly',
    top: 'crew',
    cloth: '#e9c46a',
    clothShade: '#d4ad50',
    accent: '#2a9d8f',
    background: ['#e3f1ea', '#b4dcc8'],
    halo: '#f3faf6',
    earrings: '#e9c46a',
  },
  {
    feminine: false,
    skin: '#f6d2b8',
    skinShade: '#e6b597',
    blush: '#f2a593',
    lips: '#b8605a',
    eyes: '#35506b',
    hair: '#c9954c',
    hairShade: '#a87a37',
    hairStyle: 'crop',
    top: 'blazer',
    cloth: '#3d4b63',
    clothShade: '#2f3a4e',
    accent: '#f1efe9',
    background: ['#ece8f6', '#c9c0e8'],
    halo: '#f8f6fd',
  },
  {
    feminine: true,
    skin: '#e8b48f',
    skinShade: '#d49a73',
    blush: '#ea8f7d',
    lips: '#b44a57',
    eyes: '#2a1c16',
    hair: '#1d1b22',
    hairShade: '#0f0e13',
    hairStyle: 'bob',
    top: 'turtleneck',
    cloth: '#8e6bb8',
    clothShade: '#77569f',
    accent: '#ffffff',
    background: ['#fbe4ec', '#f1b9cc'],
    halo: '#fff3f7',
    earrings: '#f2f2f2',
  },
  {
    feminine: false,
    skin: '#6e432b',
    skinShade: '#5a3522',
    blush: '#85503a',
    lips: '#5c2c24',
    eyes: '#160e0b',
    hair: '#17110e',
    hairShade: '#0b0807',
    hairStyle: 'coils',
    top: 'vneck',
    cloth: '#2a9d8f',
    clothShade: '#217f74',
    accent: '#ffffff',
    background: ['#fff1d6', '#f6d49a'],
    halo: '#fffaf0',
    glasses: '#2b2b2b',
  },
];

// ---------------------------------------------------------------- geometry

const EYE_Y = 338;
const EYE_DX = 40;
const HEAD_TOP = 196;
const CHIN = 462;

function headPath(p: Portrait): string {
  if (p.feminine) {
    return `M${CX} ${HEAD_TOP} C${CX + 58} ${HEAD_TOP} ${CX + 92} ${HEAD_TOP + 46} ${CX + 92} ${HEAD_TOP + 122}
      C${CX + 92} ${HEAD_TOP + 190} ${CX + 60} ${CHIN - 10} ${CX} ${CHIN}
      C${CX - 60} ${CHIN - 10} ${CX - 92} ${HEAD_TOP + 190} ${CX - 92} ${HEAD_TOP + 122}
      C${CX - 92} ${HEAD_TOP + 46} ${CX - 58} ${HEAD_TOP} ${CX} ${HEAD_TOP}Z`;
  }
  return `M${CX} ${HEAD_TOP - 4} C${CX + 62} ${HEAD_TOP - 4} ${CX + 96} ${HEAD_TOP + 44} ${CX + 96} ${HEAD_TOP + 122}
    C${CX + 96} ${HEAD_TOP + 178} ${CX + 82} ${CHIN - 36} ${CX + 54} ${CHIN - 12}
    C${CX + 36} ${CHIN + 2} ${CX + 18} ${CHIN + 4} ${CX} ${CHIN + 4}
    C${CX - 18} ${CHIN + 4} ${CX - 36} ${CHIN + 2} ${CX - 54} ${CHIN - 12}
    C${CX - 82} ${CHIN - 36} ${CX - 96} ${HEAD_TOP + 178} ${CX - 96} ${HEAD_TOP + 122}
    C${CX - 96} ${HEAD_TOP + 44} ${CX - 62} ${HEAD_TOP - 4} ${CX} ${HEAD_TOP - 4}Z`;
}

function background(p: Portrait, id: string): string {
  const [from, to] = p.background;
  return `
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="${id}-halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.halo}" stop-opacity="0.95"/>
      <stop offset="0.7" stop-color="${p.halo}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${p.halo}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-bg)"/>
  <circle cx="${CX}" cy="330" r="250" fill="url(#${id}-halo)"/>
  <circle cx="70" cy="110" r="46" fill="${p.halo}" opacity="0.45"/>
  <circle cx="420" cy="200" r="22" fill="${p.halo}" opacity="0.5"/>
  <circle cx="400" cy="560" r="70" fill="${p.halo}" opacity="0.25"/>`;
}

// ---------------------------------------------------------------- body

function body(p: Portrait): string {
  // Clothes are drawn around a neck base at y = 580 and lifted by LIFT, so the
  // shoulders sit close under the chin.
  const LIFT = 64;
  const bottom = HEIGHT + LIFT;
  const shoulders = `M-10 ${bottom} L-10 720 C2 640 76 600 176 582 L${CX} 592 L304 582 C404 600 478 640 490 720 L490 ${bottom}Z`;
  const neck = `<path d="M${CX - 35} 420 L${CX - 37} 532 Q${CX} 552 ${CX + 37} 532 L${CX + 35} 420Z" fill="${p.skin}"/>
  <path d="M${CX - 36} 440 Q${CX} 490 ${CX + 36} 440 L${CX + 36} 472 Q${CX} 506 ${CX - 36} 472Z" fill="${p.skinShade}"/>`;
  // Light comes from the upper left: the far shoulder is a shade darker.
  const shade = `M490 ${bottom} L490 720 C478 640 404 600 304 582 C372 612 412 664 424 ${bottom}Z`;
  const lifted = (inner: string) => `${neck}
  <g transform="translate(0 -${LIFT})">
  <path d="${shoulders}" fill="${p.cloth}"/>
  <path d="${shade}" fill="${p.clothShade}" opacity="0.55"/>
  ${inner}
  </g>`;
  switch (p.top) {
    case 'crew':
      return lifted(`<path d="M${CX - 52} 584 Q${CX} 628 ${CX + 52} 584" fill="none" stroke="${p.clothShade}" stroke-width="12" stroke-linecap="round"/>
  <path d="M${CX - 46} 582 Q${CX} 618 ${CX + 46} 582Z" fill="${p.skin}"/>
  <path d="M70 ${bottom} C74 760 88 720 108 690" fill="none" stroke="${p.clothShade}" stroke-width="6" stroke-linecap="round"/>
  <path d="M410 ${bottom} C406 760 392 720 372 690" fill="none" stroke="${p.clothShade}" stroke-width="6" stroke-linecap="round"/>`);
    case 'vneck':
      return lifted(`<path d="M${CX - 50} 580 L${CX} 664 L${CX + 50} 580" fill="none" stroke="${p.clothShade}" stroke-width="12" stroke-linejoin="round"/>
  <path d="M${CX - 44} 580 L${CX} 654 L${CX + 44} 580Z" fill="${p.skin}"/>
  <path d="M${CX - 40} 584 L${CX} 614 L${CX + 40} 584Z" fill="${p.skinShade}" opacity="0.5"/>`);
    case 'shirt':
      return lifted(`<path d="M${CX - 34} 588 L${CX} 648 L${CX + 34} 588Z" fill="${p.skin}"/>
  <path d="M${CX - 36} 566 L${CX - 70} 612 L${CX - 4} 650 L${CX - 14} 600Z" fill="${p.clothShade}"/>
  <path d="M${CX + 36} 566 L${CX + 70} 612 L${CX + 4} 650 L${CX + 14} 600Z" fill="${p.clothShade}"/>
  <path d="M${CX - 38} 562 L${CX - 64} 608 L${CX - 2} 644 L${CX - 12} 596Z" fill="${p.cloth}"/>
  <path d="M${CX + 38} 562 L${CX + 64} 608 L${CX + 2} 644 L${CX + 12} 596Z" fill="${p.cloth}"/>
  <line x1="${CX}" y1="650" x2="${CX}" y2="${bottom}" stroke="${p.clothShade}" stroke-width="4"/>
  <circle cx="${CX + 10}" cy="700" r="5" fill="${p.accent}" opacity="0.85"/>
  <circle cx="${CX + 10}" cy="760" r="5" fill="${p.accent}" opacity="0.85"/>`);
    case 'blazer':
      return lifted(`<path d="M${CX - 62} 584 L${CX} 700 L${CX + 62} 584 L${CX + 40} 576 L${CX} 640 L${CX - 40} 576Z" fill="${p.accent}"/>
  <path d="M${CX - 40} 578 L${CX} 638 L${CX + 40} 578 Q${CX} 600 ${CX - 40} 578Z" fill="${p.skin}"/>
  <path d="M${CX - 64} 584 L${CX - 100} 620 L${CX - 70} 640 L${CX - 86} 660 L${CX} ${bottom} L${CX - 6} 706Z" fill="${p.clothShade}"/>
  <path d="M${CX + 64} 584 L${CX + 100} 620 L${CX + 70} 640 L${CX + 86} 660 L${CX} ${bottom} L${CX + 6} 706Z" fill="${p.clothShade}"/>
  <path d="M${CX - 40} 576 L${CX - 56} 600 L${CX} 640Z" fill="${p.accent}" opacity="0.9"/>
  <path d="M${CX + 40} 576 L${CX + 56} 600 L${CX} 640Z" fill="${p.accent}" opacity="0.9"/>`);
    case 'turtleneck':
      return lifted(`<path d="M${CX - 44} 540 Q${CX} 554 ${CX + 44} 540 L${CX + 48} 600 Q${CX} 618 ${CX - 48} 600Z" fill="${p.cloth}"/>
  <path d="M${CX - 44} 540 Q${CX} 554 ${CX + 44} 540" fill="none" stroke="${p.clothShade}" stroke-width="6" stroke-linecap="round"/>
  <path d="M${CX - 46} 562 Q${CX} 576 ${CX + 46} 562 M${CX - 47} 584 Q${CX} 598 ${CX + 47} 584"
    fill="none" stroke="${p.clothShade}" stroke-width="5" stroke-linecap="round"/>`);
    case 'wrap':
      return lifted(`<path d="M${CX - 62} 584 Q${CX - 20} 640 ${CX + 18} 700 L${CX + 62} 584 Q${CX + 10} 650 ${CX - 10} 662 Q${CX - 40} 630 ${CX - 62} 584Z" fill="${p.skin}"/>
  <path d="M${CX - 10} 662 Q${CX + 30} 640 ${CX + 62} 584" fill="none" stroke="${p.clothShade}" stroke-width="8" stroke-linecap="round"/>
  <path d="M${CX - 62} 584 Q${CX - 30} 640 ${CX + 26} 716" fill="none" stroke="${p.clothShade}" stroke-width="8" stroke-linecap="round"/>`);
  }
}

// ---------------------------------------------------------------- hair

function hairBack(p: Portrait): string {
  switch (p.hairStyle) {
    case 'wavy':
      return `<path d="M${CX} 160 C${CX + 110} 160 ${CX + 142} 246 ${CX + 132} 340
        C${CX + 124} 392 ${CX + 148} 420 ${CX + 140} 466 C${CX + 132} 506 ${CX + 158} 530 ${CX + 148} 574
        C${CX + 140} 612 ${CX + 118} 628 ${CX + 96} 622 C${CX + 110} 600 ${CX + 96} 582 ${CX + 70} 590
        L${CX - 70} 590 C${CX - 96} 582 ${CX - 110} 600 ${CX - 96} 622
        C${CX - 118} 628 ${CX - 140} 612 ${CX - 148} 574 C${CX - 158} 530 ${CX - 132} 506 ${CX - 140} 466
        C${CX - 148} 420 ${CX - 124} 392 ${CX - 132} 340 C${CX - 142} 246 ${CX - 110} 160 ${CX} 160Z" fill="${p.hair}"/>
        <path d="M${CX + 112} 400 C${CX + 128} 440 ${CX + 108} 470 ${CX + 124} 510 C${CX + 136} 540 ${CX + 120} 570 ${CX + 126} 596"
          fill="none" stroke="${p.hairShade}" stroke-width="6" stroke-linecap="round"/>
        <path d="M${CX - 112} 400 C${CX - 128} 440 ${CX - 108} 470 ${CX - 124} 510 C${CX - 136} 540 ${CX - 120} 570 ${CX - 126} 596"
          fill="none" stroke="${p.hairShade}" stroke-width="6" stroke-linecap="round"/>`;
    case 'bob':
      return `<path d="M${CX} 168 C${CX + 110} 168 ${CX + 130} 250 ${CX + 126} 340
        C${CX + 124} 400 ${CX + 132} 450 ${CX + 126} 486 Q${CX + 100} 498 ${CX + 60} 488 L${CX - 60} 488
        Q${CX - 100} 498 ${CX - 126} 486 C${CX - 132} 450 ${CX - 124} 400 ${CX - 126} 340
        C${CX - 130} 250 ${CX - 110} 168 ${CX} 168Z" fill="${p.hair}"/>`;
    case 'curly': {
      const puffs: string[] = [];
      const ring = 26;
      for (let i = 0; i < ring; i++) {
        const a = Math.PI * (0.92 + (1.16 * i) / (ring - 1));
        const rx = 142;
        const ry = 150;
        const x = CX + rx * Math.cos(a);
        const y = 300 + ry * Math.sin(a);
        puffs.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 42 : 48}"/>`);
      }
      return `<g fill="${p.hair}">
        <ellipse cx="${CX}" cy="300" rx="150" ry="160"/>
        ${puffs.join('\n        ')}
      </g>`;
    }
    default:
      return '';
  }
}

/** Long hair falling in front of the shoulders, drawn over the clothes and under the face. */
function hairLocks(p: Portrait): string {
  if (p.hairStyle !== 'wavy') return '';
  // d = -1 for the lock on the viewer's left, 1 for the right one.
  const lock = (d: number): string => {
    const x = (dx: number): number => CX + dx * d;
    return `<path d="M${x(84)} 330 C${x(118)} 330 ${x(134)} 360 ${x(132)} 400
      C${x(128)} 450 ${x(150)} 490 ${x(140)} 540 C${x(132)} 580 ${x(150)} 610 ${x(128)} 650
      C${x(116)} 630 ${x(100)} 610 ${x(104)} 570 C${x(108)} 530 ${x(86)} 490 ${x(84)} 440Z"
      fill="${p.hair}"/>
    <path d="M${x(116)} 420 C${x(124)} 470 ${x(112)} 500 ${x(122)} 550 C${x(128)} 580 ${x(120)} 606 ${x(126)} 628"
      fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
  };
  return lock(-1) + lock(1);
}

function hairFront(p: Portrait): string {
  switch (p.hairStyle) {
    case 'wavy':
      return `<path d="M${CX - 98} 330 C${CX - 110} 230 ${CX - 60} 178 ${CX + 4} 178
        C${CX + 80} 178 ${CX + 112} 236 ${CX + 100} 330 C${CX + 92} 290 ${CX + 70} 258 ${CX + 40} 246
        C${CX + 10} 268 ${CX - 40} 282 ${CX - 80} 300 C${CX - 88} 310 ${CX - 94} 320 ${CX - 98} 330Z" fill="${p.hair}"/>
        <path d="M${CX + 36} 206 C${CX + 10} 236 ${CX - 30} 262 ${CX - 76} 282" fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
    case 'bob':
      return `<path d="M${CX - 100} 330 C${CX - 108} 228 ${CX - 64} 178 ${CX} 178
        C${CX + 64} 178 ${CX + 108} 228 ${CX + 100} 330 L${CX + 90} 292
        C${CX + 40} 300 ${CX - 40} 300 ${CX - 90} 292Z" fill="${p.hair}"/>
        <path d="M${CX - 40} 296 L${CX - 36} 258 M${CX + 10} 298 L${CX + 12} 256 M${CX + 56} 296 L${CX + 52} 262"
          stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>
        <path d="M${CX - 70} 214 Q${CX - 30} 190 ${CX + 16} 194" fill="none" stroke="#ffffff" stroke-width="7"
          stroke-linecap="round" opacity="0.16"/>`;
    case 'curly':
      return `<g fill="${p.hair}">
        <circle cx="${CX - 70}" cy="236" r="40"/><circle cx="${CX - 26}" cy="214" r="42"/>
        <circle cx="${CX + 22}" cy="212" r="42"/><circle cx="${CX + 68}" cy="232" r="40"/>
        <circle cx="${CX - 92}" cy="276" r="26"/><circle cx="${CX + 92}" cy="276" r="26"/>
      </g>`;
    case 'crop':
      return `<path d="M${CX - 98} 318 C${CX - 114} 222 ${CX - 66} 166 ${CX + 4} 166
        C${CX + 76} 166 ${CX + 114} 222 ${CX + 98} 318 C${CX + 96} 292 ${CX + 92} 272 ${CX + 84} 256
        Q${CX + 60} 236 ${CX + 36} 240 Q${CX + 36} 254 ${CX + 24} 266 Q${CX + 10} 242 ${CX - 18} 242
        Q${CX - 20} 258 ${CX - 34} 270 Q${CX - 50} 248 ${CX - 80} 252
        C${CX - 90} 272 ${CX - 95} 294 ${CX - 98} 318Z" fill="${p.hair}"/>
        <path d="M${CX - 60} 200 Q${CX - 20} 190 ${CX + 24} 206 M${CX - 70} 226 Q${CX - 30} 214 ${CX + 10} 232 M${CX + 4} 188 Q${CX + 44} 190 ${CX + 70} 214"
          fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
    case 'quiff':
      return `<path d="M${CX - 100} 320 C${CX - 116} 230 ${CX - 80} 168 ${CX - 10} 158
        C${CX + 40} 150 ${CX + 100} 170 ${CX + 104} 240 C${CX + 106} 270 ${CX + 102} 300 ${CX + 98} 320
        C${CX + 92} 290 ${CX + 84} 268 ${CX + 74} 254 C${CX + 40} 244 ${CX - 10} 250 ${CX - 50} 236
        C${CX - 70} 252 ${CX - 88} 284 ${CX - 100} 320Z" fill="${p.hair}"/>
        <path d="M${CX - 40} 186 C${CX} 170 ${CX + 50} 172 ${CX + 80} 200" fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
    case 'coils':
      return coils(p);
  }
}

/** Short coily hair: a cap with a scalloped outline and a clipped coil texture. */
function coils(p: Portrait): string {
  const cap = `M${CX - 100} 310 C${CX - 108} 216 ${CX - 62} 172 ${CX} 172
    C${CX + 62} 172 ${CX + 108} 216 ${CX + 100} 310 C${CX + 96} 284 ${CX + 88} 266 ${CX + 76} 256
    Q${CX} 236 ${CX - 76} 256 C${CX - 88} 266 ${CX - 96} 284 ${CX - 100} 310Z`;
  const bumps: string[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI * (1.1 + (0.8 * i) / 16);
    const x = CX + 100 * Math.cos(a);
    const y = 300 + 124 * Math.sin(a);
    bumps.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="13"/>`);
  }
  const coilMarks: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = -5; col <= 5; col++) {
      const x = CX + col * 20 + (row % 2 ? 10 : 0);
      const y = 186 + row * 16;
      coilMarks.push(`<path d="M${x - 5} ${y + 2} a5 5 0 1 1 7 3"/>`);
    }
  }
  return `<defs><clipPath id="coils-clip"><path d="${cap}"/></clipPath></defs>
    <g fill="${p.hair}"><path d="${cap}"/>${bumps.join('')}</g>
    <g clip-path="url(#coils-clip)" fill="none" stroke="${p.hairShade}" stroke-width="2.5" stroke-linecap="round" opacity="0.75">
      ${coilMarks.join('')}
    </g>`;
}

// ---------------------------------------------------------------- face

function face(p: Portrait): string {
  const ears = `<ellipse cx="${CX - 94}" cy="345" rx="16" ry="26" fill="${p.skin}"/>
  <ellipse cx="${CX + 94}" cy="345" rx="16" ry="26" fill="${p.skin}"/>
  <ellipse cx="${CX - 94}" cy="347" rx="7" ry="13" fill="${p.skinShade}"/>
  <ellipse cx="${CX + 94}" cy="347" rx="7" ry="13" fill="${p.skinShade}"/>`;
  const earrings = p.earrings
    ? `<circle cx="${CX - 96}" cy="378" r="7" fill="${p.earrings}"/><circle cx="${CX + 96}" cy="378" r="7" fill="${p.earrings}"/>`
    : '';
  const eye = (x: number) => `<ellipse cx="${x}" cy="${EYE_Y}" rx="8" ry="10" fill="${p.eyes}"/>
    <circle cx="${x + 3}" cy="${EYE_Y - 4}" r="3" fill="#fff"/>`;
  // dir: -1 for the eye on the viewer's left, so the flick points outwards on both.
  const lash = (x: number, dir: number) =>
    p.feminine
      ? `<path d="M${x - 12 * dir} ${EYE_Y - 4} Q${x} ${EYE_Y - 16} ${x + 12 * dir} ${EYE_Y - 6} L${x + 17 * dir} ${EYE_Y - 10}" fill="none" stroke="${p.eyes}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
      : '';
  const brow = (x: number, dir: number) =>
    `<path d="M${x - 18 * dir} ${EYE_Y - 22} Q${x} ${EYE_Y - 34} ${x + 18 * dir} ${EYE_Y - 26}" fill="none" stroke="${p.feminine ? p.hairShade : p.hair}" stroke-width="${p.feminine ? 5 : 7}" stroke-linecap="round"/>`;
  const cheeks = `<ellipse cx="${CX - 56}" cy="382" rx="20" ry="12" fill="${p.blush}" opacity="0.45"/>
  <ellipse cx="${CX + 56}" cy="382" rx="20" ry="12" fill="${p.blush}" opacity="0.45"/>`;
  const nose = `<path d="M${CX - 4} 352 Q${CX - 12} 378 ${CX - 6} 384 Q${CX} 388 ${CX + 8} 384" fill="none" stroke="${p.skinShade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const mouth = `<path d="M${CX - 30} 408 Q${CX} 444 ${CX + 30} 408 Q${CX} 414 ${CX - 30} 408Z" fill="${p.lips}"/>
  <path d="M${CX - 24} 410 Q${CX} 418 ${CX + 24} 410 L${CX + 20} 417 Q${CX} 422 ${CX - 20} 417Z" fill="#fff"/>`;
  const beard = p.beard
    ? `<path d="M${CX - 96} 340 C${CX - 96} 400 ${CX - 70} 452 ${CX} 466 C${CX + 70} 452 ${CX + 96} 400 ${CX + 96} 340
        C${CX + 86} 390 ${CX + 60} 404 ${CX + 40} 396 C${CX + 20} 390 ${CX - 20} 390 ${CX - 40} 396
        C${CX - 60} 404 ${CX - 86} 390 ${CX - 96} 340Z" fill="${p.hair}" opacity="0.92"/>
       <path d="M${CX - 36} 402 Q${CX} 388 ${CX + 36} 402 Q${CX} 396 ${CX - 36} 402Z" fill="${p.hair}"/>`
    : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="${p.glasses}" stroke-width="5">
        <rect x="${CX - EYE_DX - 25}" y="${EYE_Y - 17}" width="50" height="38" rx="13"/>
        <rect x="${CX + EYE_DX - 25}" y="${EYE_Y - 17}" width="50" height="38" rx="13"/>
        <path d="M${CX - 15} ${EYE_Y - 2} Q${CX} ${EYE_Y - 10} ${CX + 15} ${EYE_Y - 2}"/>
        <path d="M${CX - EYE_DX - 25} ${EYE_Y - 4} L${CX - 92} ${EYE_Y - 8} M${CX + EYE_DX + 25} ${EYE_Y - 4} L${CX + 92} ${EYE_Y - 8}"/>
      </g>
      <path d="M${CX - EYE_DX - 16} ${EYE_Y + 12} L${CX - EYE_DX - 4} ${EYE_Y - 8} M${CX + EYE_DX - 16} ${EYE_Y + 12} L${CX + EYE_DX - 4} ${EYE_Y - 8}"
        stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`
    : '';
  return `${ears}${earrings}
  <path d="${headPath(p)}" fill="${p.skin}"/>
  ${cheeks}
  ${brow(CX - EYE_DX, -1)}${brow(CX + EYE_DX, 1)}
  ${eye(CX - EYE_DX)}${eye(CX + EYE_DX)}
  ${lash(CX - EYE_DX, -1)}${lash(CX + EYE_DX, 1)}
  ${nose}
  ${beard}
  ${mouth}
  ${glasses}`;
}

export function portraitSvg(p: Portrait, index: number): string {
  const id = `p${index}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${background(p, id)}
  <g transform="translate(${CX} 560) scale(1.1) translate(${-CX} -560)">
  ${hairBack(p)}
  ${body(p)}
  ${hairLocks(p)}
  ${face(p)}
  ${hairFront(p)}
  </g>
</svg>`;
}

// ---------------------------------------------------------------- output

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../apps/web/public/welcome');

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const files: Buffer[] = [];
  for (const [i, p] of PORTRAITS.entries()) {
    const svg = portraitSvg(p, i + 1);
    const webp = await sharp(Buffer.from(svg))
      .resize(WIDTH, HEIGHT)
      .webp({ quality: 86, effort: 6 })
      .toBuffer();
    const file = path.join(outDir, `portrait-${i + 1}.webp`);
    await writeFile(file, webp);
    files.push(webp);
    console.log(`${path.relative(process.cwd(), file)}  ${(webp.length / 1024).toFixed(1)} KB`);
  }

  const sheetArg = process.argv.indexOf('--sheet');
  const sheetPath = sheetArg >= 0 ? process.argv[sheetArg + 1] : undefined;
  if (sheetPath) {
    const gap = 16;
    const composites = files.map((input, i) => ({
      input,
      left: gap + (i % 3) * (WIDTH + gap),
      top: gap + Math.floor(i / 3) * (HEIGHT + gap),
    }));
    await sharp({
      create: {
        width: 3 * WIDTH + 4 * gap,
        height: 2 * HEIGHT + 3 * gap,
        channels: 3,
        background: '#ffffff',
      },
    })
      .composite(composites)
      .png()
      .toFile(sheetPath);
    console.log(`contact sheet: ${sheetPath}`);
  }
}

await main();
