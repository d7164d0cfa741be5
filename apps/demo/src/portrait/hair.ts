import { CX, type Portrait } from './types';

/*
 * Hair in three layers: behind the head, locks falling over the clothes, and over the forehead. The
 * first six styles are the welcome portraits' (scripts/sample-portraits), unchanged; the others are
 * drawn in the same coordinates: head top at 196, chin at 462, ears at 345.
 */

/** Hair behind the head and shoulders. */
export function hairBack(p: Portrait): string {
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
    case 'straight':
      return `<path d="M${CX} 164 C${CX + 112} 164 ${CX + 136} 240 ${CX + 132} 330 L${CX + 138} 600
        Q${CX + 120} 616 ${CX + 96} 608 L${CX - 96} 608 Q${CX - 120} 616 ${CX - 138} 600 L${CX - 132} 330
        C${CX - 136} 240 ${CX - 112} 164 ${CX} 164Z" fill="${p.hair}"/>`;
    case 'bun':
      return `<circle cx="${CX + 6}" cy="166" r="46" fill="${p.hair}"/>
        <path d="M${CX - 26} 140 Q${CX + 8} 126 ${CX + 38} 150" fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
    case 'pixie':
      return `<path d="M${CX} 172 C${CX + 104} 172 ${CX + 118} 260 ${CX + 106} 350 L${CX - 106} 350
        C${CX - 118} 260 ${CX - 104} 172 ${CX} 172Z" fill="${p.hair}"/>`;
    default:
      return '';
  }
}

/** Long hair falling in front of the shoulders, drawn over the clothes and under the face. */
export function hairLocks(p: Portrait): string {
  if (p.hairStyle === 'straight') return straightLocks(p);
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

/** Hair over the forehead, drawn last. */
export function hairFront(p: Portrait): string {
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
    default:
      return shortHair(p);
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

/** Long straight hair: two flat panels in front of the shoulders. */
function straightLocks(p: Portrait): string {
  const lock = (d: number): string => {
    const x = (dx: number): number => CX + dx * d;
    return `<path d="M${x(84)} 326 C${x(112)} 322 ${x(130)} 340 ${x(132)} 380 L${x(138)} 600
      Q${x(126)} 622 ${x(104)} 614 L${x(94)} 450 C${x(90)} 400 ${x(86)} 360 ${x(84)} 326Z" fill="${p.hair}"/>
    <path d="M${x(118)} 400 L${x(124)} 590" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>`;
  };
  return lock(-1) + lock(1);
}

/** The fronts of the styles added for the demo population. */
function shortHair(p: Portrait): string {
  switch (p.hairStyle) {
    case 'straight':
      return `<path d="M${CX - 98} 326 C${CX - 108} 226 ${CX - 60} 176 ${CX + 4} 176
        C${CX + 76} 176 ${CX + 110} 230 ${CX + 100} 326 C${CX + 96} 290 ${CX + 80} 262 ${CX + 52} 248
        C${CX + 20} 240 ${CX - 30} 252 ${CX - 62} 272 C${CX - 80} 286 ${CX - 92} 304 ${CX - 98} 326Z" fill="${p.hair}"/>
        <path d="M${CX + 30} 184 C${CX + 10} 210 ${CX - 30} 240 ${CX - 70} 262" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>`;
    case 'bun':
      return `<path d="M${CX - 96} 318 C${CX - 104} 222 ${CX - 62} 180 ${CX} 180
        C${CX + 62} 180 ${CX + 104} 222 ${CX + 96} 318 C${CX + 90} 272 ${CX + 70} 244 ${CX} 238
        C${CX - 70} 244 ${CX - 90} 272 ${CX - 96} 318Z" fill="${p.hair}"/>
        <path d="M${CX - 60} 210 Q${CX - 10} 192 ${CX + 50} 206" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>`;
    case 'pixie':
      return `<path d="M${CX - 100} 322 C${CX - 112} 222 ${CX - 60} 170 ${CX + 10} 170
        C${CX + 80} 170 ${CX + 112} 226 ${CX + 100} 320 C${CX + 92} 282 ${CX + 72} 264 ${CX + 40} 266
        C${CX - 10} 268 ${CX - 50} 242 ${CX - 82} 262 C${CX - 92} 280 ${CX - 97} 300 ${CX - 100} 322Z" fill="${p.hair}"/>
        <path d="M${CX + 60} 200 C${CX + 20} 214 ${CX - 20} 236 ${CX - 60} 248" fill="none" stroke="${p.hairShade}" stroke-width="5" stroke-linecap="round"/>`;
    case 'buzz':
      return `<path d="M${CX - 97} 306 C${CX - 102} 216 ${CX - 58} 184 ${CX} 184
        C${CX + 58} 184 ${CX + 102} 216 ${CX + 97} 306 C${CX + 92} 272 ${CX + 84} 258 ${CX + 72} 252
        Q${CX} 238 ${CX - 72} 252 C${CX - 84} 258 ${CX - 92} 272 ${CX - 97} 306Z" fill="${p.hair}" opacity="0.8"/>`;
    case 'bald':
      return `<path d="M${CX - 97} 290 C${CX - 102} 320 ${CX - 100} 344 ${CX - 92} 360 L${CX - 86} 292Z
        M${CX + 97} 290 C${CX + 102} 320 ${CX + 100} 344 ${CX + 92} 360 L${CX + 86} 292Z" fill="${p.hair}"/>
        <ellipse cx="${CX - 30}" cy="222" rx="34" ry="14" fill="#ffffff" opacity="0.18"/>`;
    case 'sidepart':
      return `<path d="M${CX - 100} 322 C${CX - 114} 226 ${CX - 70} 168 ${CX + 4} 166
        C${CX + 80} 166 ${CX + 112} 224 ${CX + 100} 322 C${CX + 96} 290 ${CX + 90} 270 ${CX + 80} 258
        C${CX + 40} 252 ${CX} 246 ${CX - 30} 230 C${CX - 50} 248 ${CX - 80} 262 ${CX - 92} 290Z" fill="${p.hair}"/>
        <path d="M${CX - 30} 230 L${CX - 38} 186 M${CX + 10} 192 Q${CX + 50} 196 ${CX + 80} 226" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>`;
    default:
      return '';
  }
}
