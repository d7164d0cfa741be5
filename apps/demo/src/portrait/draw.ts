import { face } from './face';
import { hairBack, hairFront, hairLocks } from './hair';
import { type Backdrop, CX, type Frame, HEIGHT, type Portrait, WIDTH } from './types';

export * from './types';

/*
 * Flat illustrated portraits, drawn as SVG from a Portrait: the six welcome portraits of
 * scripts/sample-portraits and the demo population's faces (appearance.ts). Offline and deterministic.
 */

/** The welcome portraits' three soft bubbles. */
const BUBBLES = (halo: string) => `<circle cx="70" cy="110" r="46" fill="${halo}" opacity="0.45"/>
  <circle cx="420" cy="200" r="22" fill="${halo}" opacity="0.5"/>
  <circle cx="400" cy="560" r="70" fill="${halo}" opacity="0.25"/>`;

/** The other backdrops: a few shapes in the decor colour, behind the halo's glow. */
function backdrop(p: Portrait, kind: Exclude<Backdrop, 'bubbles'>): string {
  const decor = p.decor ?? p.halo;
  switch (kind) {
    case 'stripes':
      return `<g fill="${decor}" opacity="0.3" transform="rotate(-24 ${CX} ${HEIGHT / 2})">
    <rect x="-200" y="60" width="900" height="46"/><rect x="-200" y="220" width="900" height="26"/>
    <rect x="-200" y="520" width="900" height="60"/><rect x="-200" y="700" width="900" height="30"/>
  </g>`;
    case 'arch':
      return `<path d="M78 ${HEIGHT} L78 310 A162 162 0 0 1 402 310 L402 ${HEIGHT}Z" fill="${decor}" opacity="0.55"/>
  <path d="M78 ${HEIGHT} L78 310 A162 162 0 0 1 402 310 L402 ${HEIGHT}" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.5"/>`;
    case 'leaves': {
      const leaf = (x: number, y: number, angle: number, size: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.42}" transform="rotate(${angle} ${x} ${y})"/>`;
      return `<g fill="${decor}" opacity="0.6">
    ${leaf(40, 140, -30, 60)}${leaf(96, 70, 20, 48)}${leaf(30, 260, 10, 54)}
    ${leaf(440, 120, 35, 58)}${leaf(400, 40, -15, 44)}${leaf(452, 250, -20, 50)}
  </g>`;
    }
    case 'sea':
      return `<circle cx="372" cy="150" r="44" fill="#fff6d8" opacity="0.9"/>
  <path d="M0 470 Q120 456 240 470 T480 470 L480 ${HEIGHT} L0 ${HEIGHT}Z" fill="${decor}" opacity="0.7"/>
  <path d="M0 520 Q120 508 240 520 T480 520" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.45"/>`;
  }
}

/** Another crop of the same person: zoomed, shifted, a little tilted. */
function framed(frame: Frame): string {
  const tilt = frame.tilt === 0 ? '' : ` rotate(${frame.tilt} ${CX} 560)`;
  return `translate(${CX + frame.dx} ${560 + frame.dy}) scale(${frame.scale}) translate(${-CX} -560)${tilt}`;
}

/** The gradient, the halo behind the head and the backdrop. */
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
  ${p.backdrop && p.backdrop !== 'bubbles' ? backdrop(p, p.backdrop) : BUBBLES(p.halo)}`;
}

/** Neck, shoulders and clothes. */
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

/** The portrait as an SVG document, WIDTH × HEIGHT; `index` keeps its gradient ids apart from others. */
export function portraitSvg(p: Portrait, index: number): string {
  const id = `p${index}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${background(p, id)}
  <g transform="${p.frame ? framed(p.frame) : `translate(${CX} 560) scale(1.1) translate(${-CX} -560)`}">
  ${hairBack(p)}
  ${body(p)}
  ${hairLocks(p)}
  ${face(p)}
  ${hairFront(p)}
  </g>
</svg>`;
}
