import type { BeardStyle, Expression, GlassesShape, Portrait } from './types';
import { CX } from './types';

/*
 * The face. The welcome portraits' features (scripts/sample-portraits) are drawn as they always were;
 * the demo population adds expressions, beard and glasses shapes, freckles and age lines.
 */

export const EYE_Y = 338;
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

/** The face over the neck: ears, head, features, beard, glasses. */
export function face(p: Portrait): string {
  const ears = `<ellipse cx="${CX - 94}" cy="345" rx="16" ry="26" fill="${p.skin}"/>
  <ellipse cx="${CX + 94}" cy="345" rx="16" ry="26" fill="${p.skin}"/>
  <ellipse cx="${CX - 94}" cy="347" rx="7" ry="13" fill="${p.skinShade}"/>
  <ellipse cx="${CX + 94}" cy="347" rx="7" ry="13" fill="${p.skinShade}"/>`;
  const earrings = p.earrings
    ? `<circle cx="${CX - 96}" cy="378" r="7" fill="${p.earrings}"/><circle cx="${CX + 96}" cy="378" r="7" fill="${p.earrings}"/>`
    : '';
  const eye = (x: number) =>
    p.expression === 'laugh'
      ? laughingEye(p, x)
      : `<ellipse cx="${x}" cy="${EYE_Y}" rx="8" ry="10" fill="${p.eyes}"/>
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
  ${cheeks}${p.freckles ? freckles(p) : ''}${p.lines ? ageLines(p) : ''}
  ${brow(CX - EYE_DX, -1)}${brow(CX + EYE_DX, 1)}
  ${eye(CX - EYE_DX)}${eye(CX + EYE_DX)}
  ${lash(CX - EYE_DX, -1)}${lash(CX + EYE_DX, 1)}
  ${nose}
  ${p.beard && p.beard !== true && p.beard !== 'full' ? otherBeard(p, p.beard) : beard}
  ${p.expression && p.expression !== 'smile' ? otherMouth(p, p.expression) : mouth}
  ${p.glasses && p.glassesShape && p.glassesShape !== 'rounded' ? otherGlasses(p.glasses, p.glassesShape) : glasses}`;
}

function laughingEye(p: Portrait, x: number): string {
  return `<path d="M${x - 10} ${EYE_Y + 3} Q${x} ${EYE_Y - 9} ${x + 10} ${EYE_Y + 3}" fill="none" stroke="${p.eyes}" stroke-width="4.5" stroke-linecap="round"/>`;
}

function otherMouth(p: Portrait, expression: Exclude<Expression, 'smile'>): string {
  switch (expression) {
    case 'soft':
      return `<path d="M${CX - 26} 410 Q${CX} 432 ${CX + 26} 410" fill="none" stroke="${p.lips}" stroke-width="6" stroke-linecap="round"/>`;
    case 'grin':
      return `<path d="M${CX - 36} 404 Q${CX} 450 ${CX + 36} 404 Q${CX} 412 ${CX - 36} 404Z" fill="${p.lips}"/>
  <path d="M${CX - 30} 407 Q${CX} 416 ${CX + 30} 407 L${CX + 25} 416 Q${CX} 422 ${CX - 25} 416Z" fill="#fff"/>`;
    case 'laugh':
      return `<path d="M${CX - 32} 404 Q${CX} 470 ${CX + 32} 404 Q${CX} 410 ${CX - 32} 404Z" fill="#5b2a2a"/>
  <path d="M${CX - 27} 406 Q${CX} 414 ${CX + 27} 406 L${CX + 23} 415 Q${CX} 420 ${CX - 23} 415Z" fill="#fff"/>
  <path d="M${CX - 14} 444 Q${CX} 430 ${CX + 14} 444 Q${CX} 452 ${CX - 14} 444Z" fill="#d9736f"/>`;
  }
}

function otherBeard(p: Portrait, style: Exclude<BeardStyle, 'full'>): string {
  const moustache = `<path d="M${CX - 36} 402 Q${CX} 386 ${CX + 36} 402 Q${CX} 396 ${CX - 36} 402Z" fill="${p.hair}"/>`;
  switch (style) {
    case 'stubble':
      return `<path d="M${CX - 96} 340 C${CX - 96} 400 ${CX - 70} 452 ${CX} 466 C${CX + 70} 452 ${CX + 96} 400 ${CX + 96} 340
        C${CX + 86} 390 ${CX + 60} 404 ${CX + 40} 396 C${CX + 20} 390 ${CX - 20} 390 ${CX - 40} 396
        C${CX - 60} 404 ${CX - 86} 390 ${CX - 96} 340Z" fill="${p.hair}" opacity="0.28"/>`;
    case 'moustache':
      return moustache;
    case 'goatee':
      return `${moustache}
       <path d="M${CX - 24} 438 Q${CX} 476 ${CX + 24} 438 Q${CX} 452 ${CX - 24} 438Z" fill="${p.hair}"/>`;
  }
}

function otherGlasses(colour: string, shape: Exclude<GlassesShape, 'rounded'>): string {
  const lens = (x: number) =>
    shape === 'round'
      ? `<circle cx="${x}" cy="${EYE_Y + 2}" r="23"/>`
      : `<rect x="${x - 27}" y="${EYE_Y - 15}" width="54" height="34" rx="4"/>`;
  return `<g fill="none" stroke="${colour}" stroke-width="5">
        ${lens(CX - EYE_DX)}${lens(CX + EYE_DX)}
        <path d="M${CX - 17} ${EYE_Y} Q${CX} ${EYE_Y - 8} ${CX + 17} ${EYE_Y}"/>
        <path d="M${CX - EYE_DX - 25} ${EYE_Y - 4} L${CX - 92} ${EYE_Y - 8} M${CX + EYE_DX + 25} ${EYE_Y - 4} L${CX + 92} ${EYE_Y - 8}"/>
      </g>`;
}

/** A scatter of freckles over the nose and cheeks, the same on every photo of a person. */
function freckles(p: Portrait): string {
  const spots: [number, number][] = [
    [-62, 368],
    [-50, 374],
    [-40, 364],
    [-30, 372],
    [-56, 386],
    [-22, 362],
    [62, 368],
    [50, 374],
    [40, 364],
    [30, 372],
    [56, 386],
    [22, 362],
  ];
  return `<g fill="${p.skinShade}" opacity="0.8">${spots
    .map(([dx, y]) => `<circle cx="${CX + dx}" cy="${y}" r="2.6"/>`)
    .join('')}</g>`;
}

/** Laughter lines at the corners of the eyes and the mouth. */
function ageLines(p: Portrait): string {
  return `<g fill="none" stroke="${p.skinShade}" stroke-width="3" stroke-linecap="round" opacity="0.8">
    <path d="M${CX - EYE_DX - 24} ${EYE_Y + 2} l-10 -5 M${CX - EYE_DX - 24} ${EYE_Y + 8} l-10 4"/>
    <path d="M${CX + EYE_DX + 24} ${EYE_Y + 2} l10 -5 M${CX + EYE_DX + 24} ${EYE_Y + 8} l10 4"/>
    <path d="M${CX - 36} 392 Q${CX - 46} 408 ${CX - 40} 424 M${CX + 36} 392 Q${CX + 46} 408 ${CX + 40} 424"/>
    <path d="M${CX - 30} 256 Q${CX} 248 ${CX + 30} 256"/>
  </g>`;
}
