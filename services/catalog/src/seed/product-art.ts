import sharp from 'sharp';
import type { ArtKind, ProductArt } from './demo-products';

// Each drawing is rendered once: libvips' operation cache would only hold memory for the life of the process.
sharp.cache(false);

/** Every drawing is made in an 800×800 box and scaled by the SVG renderer, so coordinates never depend on size. */
const BOX = 800;
const TAU = Math.PI * 2;
const HEX = /^#[0-9a-fA-F]{6}$/;
const DIAGONAL = 'x1="0" y1="0" x2="1" y2="1"';
const DOWN = 'x1="0" y1="0" x2="0" y2="1"';
const ACROSS = 'x1="0" y1="0" x2="1" y2="0"';

interface Scene {
  base: string;
  accent: string;
  background: string;
  rand: () => number;
  defs: string[];
}
type Draw = (s: Scene) => string;
interface Spot {
  x: number;
  y: number;
  angle: number;
}

// ---------- numbers and colours ----------

/** mulberry32: tiny, fast and good enough to place sesame seeds; seeded so every run draws the same picture. */
function prng(seedText: string): () => number {
  let a = 2166136261;
  for (const ch of seedText) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const k = Math.min(1, Math.abs(amount));
  const mix = (c: number) =>
    Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

const f = (n: number): string => n.toFixed(1);
const between = (s: Scene, lo: number, hi: number): number => lo + (hi - lo) * s.rand();

/** Colours are spread evenly from 0 to 1; `#rrggbb:0.4` gives a stop its opacity. */
function gradient(s: Scene, type: 'linear' | 'radial', colours: readonly string[], attrs = ''): string {
  const id = `g${s.defs.length}`;
  const body = colours
    .map((stop, i) => {
      const [colour, opacity = '1'] = stop.split(':');
      return `<stop offset="${f(i / Math.max(1, colours.length - 1))}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
    })
    .join('');
  s.defs.push(`<${type}Gradient id="${id}" ${attrs}>${body}</${type}Gradient>`);
  return `url(#${id})`;
}

function clip(s: Scene, shape: string): string {
  const id = `c${s.defs.length}`;
  s.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}

/** A closed Catmull-Rom curve through the points: soft, hand-made outlines without visible corners. */
function smoothClosed(points: readonly (readonly [number, number])[]): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n] ?? [0, 0];
  const segments = points.map((p1, i) => {
    const [p0, p2, p3] = [at(i - 1), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    return `C${f(c1[0] ?? 0)},${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)},${f(c2[1] ?? 0)} ${f(p2[0])},${f(p2[1])}`;
  });
  return `M${f(at(0)[0])},${f(at(0)[1])}${segments.join('')}Z`;
}

/** A ball lit from the upper left: the workhorse of laddus, seedai and boondi. */
const ballFill = (s: Scene, colour: string): string =>
  gradient(s, 'radial', [shade(colour, 0.45), colour, shade(colour, -0.35)], 'cx="0.35" cy="0.3" r="0.75"');

/** Points spread evenly over an ellipse, drawn back to front so nearer pieces overlap farther ones. */
function scatter(s: Scene, n: number, rx: number, ry: number, cx = 400, cy = 420): Spot[] {
  const spots = Array.from({ length: n }, () => {
    const r = Math.sqrt(s.rand());
    const a = s.rand() * TAU;
    return { x: cx + rx * r * Math.cos(a), y: cy + ry * r * Math.sin(a), angle: s.rand() * 360 };
  });
  return spots.sort((p, q) => p.y - q.y);
}

function spiralPath(cx: number, cy: number, r0: number, r1: number, turns: number, squash = 0.85): string {
  const steps = Math.ceil(turns * 48);
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const a = t * turns * TAU;
    const r = r0 + (r1 - r0) * t;
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a) * squash)}`;
  });
  return `M${points.join('L')}`;
}

// ---------- surfaces ----------

/** A soft shadow drawn with a radial gradient: a blur filter would cost ten times the rendering time. */
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.25}" ry="${ry * 1.4}" fill="url(#soft)" opacity="${opacity * 1.6}"/>`;

function backdrop(s: Scene): string {
  const glow = gradient(s, 'radial', [
    shade(s.background, 0.5),
    s.background,
    s.background,
    shade(s.background, -0.08),
  ]);
  const dots = Array.from({ length: 64 }, (_, i) => {
    const x = 50 + (i % 8) * 100 + (Math.floor(i / 8) % 2) * 50;
    const y = 50 + Math.floor(i / 8) * 100;
    return `<circle cx="${x}" cy="${y}" r="5"/>`;
  }).join('');
  return `<rect width="${BOX}" height="${BOX}" fill="${glow}"/><g fill="${shade(s.background, -0.1)}" opacity="0.5">${dots}</g>`;
}

function steelPlate(s: Scene): string {
  const metal = gradient(s, 'linear', ['#f7f7f5', '#d9dcdf', '#b9bec4'], DIAGONAL);
  const well = gradient(s, 'radial', ['#f4f5f6', '#e2e5e8', '#e2e5e8', '#c9ced3']);
  return `${shadow(408, 440, 340, 300)}<ellipse cx="400" cy="420" rx="340" ry="300" fill="${metal}"/>
    <ellipse cx="400" cy="420" rx="290" ry="252" fill="${well}" stroke="#c4c9ce" stroke-width="3"/>`;
}

function bananaLeaf(s: Scene): string {
  const green = gradient(s, 'linear', ['#5aa83c', '#3f8f2f', '#2f7524'], DOWN);
  const veins = Array.from({ length: 17 }, (_, i) => {
    const x = -330 + i * 40;
    return `<path d="M${x},0 Q${x + 20},-110 ${x + 60},-190 M${x},0 Q${x + 20},110 ${x + 60},190"/>`;
  }).join('');
  const outline = 'M-370,-40 Q-330,-215 40,-220 Q330,-220 375,-60 L378,60 Q330,220 40,222 Q-330,218 -370,40 Z';
  return `${shadow(410, 440, 360, 250)}<g transform="translate(400 420) rotate(-14)">
    <path d="${outline}" fill="${green}"/>
    <g stroke="#8fd06a" stroke-width="2" fill="none" opacity="0.35" clip-path="${clip(s, `<path d="${outline}"/>`)}">${veins}</g>
    <path d="M-370,0 L378,0" stroke="#b7e08f" stroke-width="9" opacity="0.8"/></g>`;
}

/** Leaf or plate, decided by the seed so the grid alternates without any product saying which. */
const surface = (s: Scene): string => (s.rand() < 0.5 ? bananaLeaf(s) : steelPlate(s));

function bowl(s: Scene, cx: number, cy: number, rx: number): string {
  const ry = rx * 0.42;
  const brass = gradient(s, 'linear', ['#f1d58a', '#c99a3e', '#8a6424'], DIAGONAL);
  const inside = gradient(s, 'linear', ['#6e4f1d', '#c9a152'], DOWN);
  return `${shadow(cx + 10, cy + rx * 0.55, rx * 1.05, ry * 0.9)}
    <path d="M${cx - rx},${cy} Q${cx - rx},${cy + rx * 0.95} ${cx},${cy + rx * 0.95} Q${cx + rx},${cy + rx * 0.95} ${cx + rx},${cy} Z" fill="${brass}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${brass}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx - 16}" ry="${ry - 9}" fill="${inside}"/>`;
}

// ---------- small garnishes ----------

const leafShape = (x: number, y: number, angle: number, len: number, colour: string): string =>
  `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" d="M0,0 Q${len / 2},${-len / 3} ${len},0 Q${len / 2},${len / 3} 0,0 Z" fill="${colour}"/>`;

const cashew = (x: number, y: number, angle: number, scale = 1): string =>
  `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${scale})" d="M-18,-6 Q-4,-22 14,-10 Q22,0 16,10 Q10,4 2,4 Q-10,4 -16,10 Q-26,2 -18,-6 Z" fill="#f3d9a4" stroke="#c89a55" stroke-width="2"/>`;

function specks(s: Scene, n: number, cx: number, cy: number, r: number, colour: string, size = 3): string {
  const dots = Array.from({ length: n }, () => {
    const d = r * Math.sqrt(s.rand());
    const a = s.rand() * TAU;
    return `<ellipse cx="${f(cx + d * Math.cos(a))}" cy="${f(cy + d * Math.sin(a) * 0.85)}" rx="${size}" ry="${f(size * 0.7)}" transform="rotate(${f(s.rand() * 180)} ${f(cx + d * Math.cos(a))} ${f(cy + d * Math.sin(a) * 0.85)})"/>`;
  });
  return `<g fill="${colour}">${dots.join('')}</g>`;
}

// ---------- foods ----------

function coil(s: Scene, cx: number, cy: number, r: number, width: number): string {
  const d = spiralPath(cx, cy, width * 0.4, r, 3.1);
  return `<path d="${d}" stroke="${shade(s.accent, -0.2)}" stroke-width="${width + 6}" fill="none" stroke-linecap="round"/>
    <path d="${d}" stroke="${s.base}" stroke-width="${width}" fill="none" stroke-linecap="round"/>
    <path d="${d}" stroke="${s.accent}" stroke-width="${width * 0.7}" stroke-dasharray="5 9" fill="none" opacity="0.55"/>
    <path d="${d}" stroke="${shade(s.base, 0.5)}" stroke-width="${width * 0.22}" fill="none" opacity="0.6" transform="translate(-3 -4)"/>`;
}

const murukku: Draw = (s) =>
  surface(s) +
  [
    [290, 330, 130],
    [515, 345, 120],
    [405, 530, 135],
  ]
    .map(([x = 0, y = 0, r = 0]) => `${shadow(x + 8, y + 12, r, r * 0.8, 0.25)}${coil(s, x, y, r, 26)}`)
    .join('');

function chakliCoil(s: Scene, cx: number, cy: number, r: number): string {
  const d = spiralPath(cx, cy, 12, r, 2.6);
  return `${shadow(cx + 6, cy + 10, r + 10, r * 0.8, 0.25)}
    <path d="${d}" stroke="${s.accent}" stroke-width="38" fill="none" stroke-linecap="round" stroke-dasharray="7 4"/>
    <path d="${d}" stroke="${s.base}" stroke-width="28" fill="none" stroke-linecap="round"/>
    <path d="${d}" stroke="${shade(s.base, -0.25)}" stroke-width="20" fill="none" stroke-dasharray="3 5"/>
    <path d="${d}" stroke="${shade(s.base, 0.45)}" stroke-width="6" fill="none"/>`;
}

const chakli: Draw = (s) =>
  surface(s) +
  [
    [290, 320, 105],
    [510, 330, 100],
    [300, 530, 100],
    [510, 535, 105],
  ]
    .map(([x = 0, y = 0, r = 0]) => chakliCoil(s, x, y, r))
    .join('');

function chip(s: Scene, p: Spot, r: number): string {
  const fill = gradient(s, 'radial', [shade(s.base, 0.35), s.base, s.base, s.accent]);
  const seeds = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * TAU;
    return `<circle cx="${f(r * 0.35 * Math.cos(a))}" cy="${f(r * 0.35 * Math.sin(a))}" r="3"/>`;
  }).join('');
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)}) scale(1 0.8)">
    <ellipse rx="${r + 4}" ry="${r * 0.92 + 4}" fill="#000" opacity="0.12" transform="translate(4 8)"/>
    <ellipse rx="${r}" ry="${r * 0.92}" fill="${fill}" stroke="${shade(s.accent, -0.1)}" stroke-width="6"/>
    <g fill="${shade(s.accent, -0.2)}" opacity="0.5">${seeds}</g></g>`;
}

const chips: Draw = (s) =>
  surface(s) +
  scatter(s, 26, 210, 170)
    .map((p) => chip(s, p, between(s, 62, 78)))
    .join('');

function varattiPiece(s: Scene, p: Spot, fill: string): string {
  const r = between(s, 46, 58);
  const half = `M${-r},0 A${r},${r * 0.85} 0 0 1 ${r},0 Q0,${r * 0.18} ${-r},0 Z`;
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})">
    <path d="${half}" fill="#000" opacity="0.15" transform="translate(4 9)"/>
    <path d="${half}" fill="${shade(s.accent, -0.1)}" transform="translate(0 8)"/>
    <path d="${half}" fill="${fill}" stroke="${s.accent}" stroke-width="3"/>
    ${specks(s, 10, 0, -r * 0.4, r * 0.45, '#f3dcae', 3)}</g>`;
}

const varatti: Draw = (s) => {
  const fill = gradient(s, 'radial', [shade(s.base, 0.35), s.base], 'cx="0.5" cy="0.8"');
  return (
    surface(s) +
    scatter(s, 36, 210, 170)
      .map((p) => varattiPiece(s, p, fill))
      .join('')
  );
};

function mixturePiece(s: Scene, p: Spot): string {
  const roll = s.rand();
  const at = `transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})"`;
  if (roll < 0.42)
    return `<rect ${at} x="-26" y="-5" width="52" height="10" rx="5" fill="${shade(s.base, between(s, -0.15, 0.15))}" stroke="${shade(s.base, -0.3)}" stroke-width="1.5"/>`;
  if (roll < 0.7)
    return `<circle ${at} r="9" fill="${shade(s.base, between(s, -0.1, 0.2))}" stroke="${shade(s.base, -0.3)}" stroke-width="1.5"/>`;
  if (roll < 0.86) return `<ellipse ${at} rx="15" ry="10" fill="#b9773b" stroke="#7c4a1e" stroke-width="2"/>`;
  if (roll < 0.93) return `<circle ${at} r="10" fill="#f0d58c" stroke="#c9a35a" stroke-width="2"/>`;
  return leafShape(p.x, p.y, p.angle, 34, s.accent);
}

const mixture: Draw = (s) =>
  surface(s) +
  scatter(s, 420, 250, 210)
    .map((p) => mixturePiece(s, p))
    .join('');

function boondiPiece(s: Scene, p: Spot, fill: string): string {
  const roll = s.rand();
  if (roll < 0.84) return `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(between(s, 9, 13))}" fill="${fill}"/>`;
  if (roll < 0.95)
    return `<ellipse transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})" rx="16" ry="11" fill="#b9773b" stroke="#7c4a1e" stroke-width="2"/>`;
  return leafShape(p.x, p.y, p.angle, 38, s.accent);
}

const boondi: Draw = (s) => {
  const fills = [ballFill(s, s.base), ballFill(s, shade(s.base, -0.12)), ballFill(s, shade(s.base, 0.12))];
  return (
    surface(s) +
    scatter(s, 520, 250, 210)
      .map((p, i) => boondiPiece(s, p, fills[i % 3] ?? s.base))
      .join('')
  );
};

function sevStick(s: Scene, p: Spot): string {
  const len = between(s, 50, 90);
  const bend = between(s, -14, 14);
  const d = `M${-len / 2},0 Q${-len / 6},${bend} 0,${-bend / 2} T${len / 2},${bend / 3}`;
  const at = `transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})"`;
  return `<g ${at} fill="none" stroke-linecap="round"><path d="${d}" stroke="${shade(s.base, -0.35)}" stroke-width="17"/>
    <path d="${d}" stroke="${shade(s.base, between(s, -0.1, 0.1))}" stroke-width="13"/>
    <path d="${d}" stroke="${s.accent}" stroke-width="4" stroke-dasharray="1 9" opacity="0.8"/></g>`;
}

const sev: Draw = (s) =>
  surface(s) +
  scatter(s, 150, 240, 200)
    .map((p) => sevStick(s, p))
    .join('');

function ball(s: Scene, x: number, y: number, r: number, speckCount: number): string {
  return `${shadow(x + 6, y + r * 0.8, r * 0.95, r * 0.35, 0.3)}<circle cx="${x}" cy="${y}" r="${r}" fill="${ballFill(s, s.base)}"/>
    ${specks(s, speckCount, x, y, r * 0.85, s.accent, r / 32)}`;
}

const laddu: Draw = (s) => {
  const rows: [number, number, number][] = [
    [3, 560, 0],
    [2, 455, 1],
    [1, 350, 2],
  ];
  const balls = rows.flatMap(([n, y]) =>
    Array.from({ length: n }, (_, i) => ball(s, 400 + (i - (n - 1) / 2) * 175, y, 92, 70)),
  );
  return surface(s) + balls.join('') + cashew(420, 290, -20) + cashew(560, 500, 30, 0.9);
};

/** A diamond of katli or barfi; its inner sheen is the silver leaf, tinted by the accent colour. */
function diamond(s: Scene, x: number, y: number, w: number, h: number, top: string, leaf: string): string {
  const t = 16;
  const face = `M${x},${y - h} L${x + w},${y} L${x},${y + h} L${x - w},${y} Z`;
  return `<path d="M${x - w},${y} L${x},${y + h} L${x + w},${y} L${x + w},${y + t} L${x},${y + h + t} L${x - w},${y + t} Z" fill="${shade(s.base, -0.25)}"/>
    <path d="${face}" fill="${top}" stroke="${shade(s.base, -0.12)}" stroke-width="2"/>
    <path d="M${x - w * 0.62},${y} L${x},${y - h * 0.62} L${x + w * 0.62},${y} L${x},${y + h * 0.62} Z" fill="${leaf}" opacity="0.55"/>`;
}

const barfi: Draw = (s) => {
  const top = gradient(s, 'linear', [shade(s.base, 0.4), s.base], DIAGONAL);
  const leaf = gradient(s, 'linear', ['#ffffff', s.accent, shade(s.accent, 0.6)], DIAGONAL);
  const spots: [number, number][] = [
    [300, 290],
    [500, 290],
    [200, 420],
    [400, 420],
    [600, 420],
    [300, 550],
    [500, 550],
  ];
  return surface(s) + spots.map(([x, y]) => diamond(s, x, y, 95, 62, top, leaf)).join('');
};

function pakBlock(s: Scene, x: number, y: number, top: string, front: string): string {
  const w = 150;
  const h = 110;
  const holes = specks(s, 40, x + w / 2, y + h / 2 + 14, 58, shade(s.base, -0.28), 4.5);
  return `${shadow(x + w / 2 + 10, y + h + 36, w * 0.7, 20, 0.3)}
    <path d="M${x},${y} L${x + 40},${y - 32} L${x + w + 40},${y - 32} L${x + w},${y} Z" fill="${top}"/>
    <path d="M${x + w},${y} L${x + w + 40},${y - 32} L${x + w + 40},${y + h - 32} L${x + w},${y + h} Z" fill="${shade(s.base, -0.2)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>${holes}`;
}

const mysorePak: Draw = (s) => {
  const top = gradient(s, 'linear', [shade(s.base, 0.45), shade(s.base, 0.2)]);
  const front = gradient(s, 'linear', [s.base, s.accent], DOWN);
  const blocks: [number, number][] = [
    [200, 250],
    [400, 250],
    [130, 420],
    [330, 420],
    [520, 420],
  ];
  return surface(s) + blocks.map(([x, y]) => pakBlock(s, x, y, top, front)).join('');
};

function wobblySquare(s: Scene, x: number, y: number, r: number): string {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * TAU;
    const [c, n] = [Math.cos(a), Math.sin(a)];
    const wobble = r + between(s, -5, 5);
    return [
      x + Math.sign(c) * Math.abs(c) ** 0.45 * wobble,
      y + Math.sign(n) * Math.abs(n) ** 0.45 * wobble * 0.9,
    ] as const;
  });
  const d = smoothClosed(points);
  const fill = gradient(s, 'linear', [shade(s.base, 0.25), s.base, shade(s.base, -0.3)], DIAGONAL);
  return `${shadow(x + 10, y + r * 0.9, r * 1.1, r * 0.35, 0.3)}<path d="${d}" fill="${fill}" stroke="${shade(s.base, -0.35)}" stroke-width="3"/>
    <ellipse cx="${x - r * 0.35}" cy="${y - r * 0.45}" rx="${r * 0.45}" ry="${r * 0.16}" fill="#fff" opacity="0.45" transform="rotate(-20 ${x - r * 0.35} ${y - r * 0.45})"/>
    ${cashew(x + r * 0.2, y + r * 0.15, between(s, -40, 40), 1.1)}`;
}

const halwa: Draw = (s) => {
  const spots: [number, number][] = [
    [290, 300],
    [510, 300],
    [180, 480],
    [400, 480],
    [620, 480],
  ];
  return surface(s) + spots.map(([x, y]) => wobblySquare(s, x, y, 82)).join('');
};

function pedaDisc(s: Scene, x: number, y: number): string {
  const top = gradient(s, 'radial', [shade(s.base, 0.3), s.base], 'cx="0.4" cy="0.35"');
  const dent = gradient(s, 'linear', [shade(s.base, -0.2), shade(s.base, 0.2)], DOWN);
  return `${shadow(x + 6, y + 30, 80, 26, 0.3)}<ellipse cx="${x}" cy="${y + 16}" rx="74" ry="46" fill="${shade(s.base, -0.3)}"/>
    <ellipse cx="${x}" cy="${y}" rx="74" ry="46" fill="${top}"/>
    <ellipse cx="${x + 4}" cy="${y - 2}" rx="26" ry="14" fill="${dent}" opacity="0.6"/>
    ${specks(s, 90, x, y, 64, s.accent, 2.2)}`;
}

const peda: Draw = (s) => {
  const ring = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * TAU - Math.PI / 2;
    return [400 + 205 * Math.cos(a), 430 + 160 * Math.sin(a)] as const;
  }).sort((p, q) => p[1] - q[1]);
  const discs = ring.map(([x, y]) => pedaDisc(s, x, y));
  return surface(s) + discs.slice(0, 3).join('') + pedaDisc(s, 400, 430) + discs.slice(3).join('');
};

/** A heap of powder; `grain` draws its specks, clipped so none float in the air. */
function mound(s: Scene, cx: number, cy: number, rx: number, h: number, grain = ''): string {
  const fill = gradient(
    s,
    'radial',
    [shade(s.base, 0.3), s.base, s.base, shade(s.base, -0.25)],
    'cx="0.4" cy="0.3" r="0.8"',
  );
  const d = `M${cx - rx},${cy} Q${cx - rx * 0.6},${cy - h} ${cx},${cy - h} Q${cx + rx * 0.6},${cy - h} ${cx + rx},${cy} Q${cx},${cy + rx * 0.3} ${cx - rx},${cy} Z`;
  return `<path d="${d}" fill="${fill}"/><g clip-path="${clip(s, `<path d="${d}"/>`)}">${grain}</g>`;
}

function woodenSpoon(s: Scene, x: number, y: number): string {
  const wood = gradient(s, 'linear', ['#d8a866', '#9a6a33'], DIAGONAL);
  return `<g transform="translate(${x} ${y}) rotate(-28)">${shadow(120, 18, 170, 22, 0.25)}
    <rect x="40" y="-11" width="230" height="22" rx="11" fill="${wood}"/>
    <ellipse cx="0" cy="0" rx="62" ry="40" fill="${wood}"/><ellipse cx="-2" cy="-2" rx="48" ry="28" fill="#7d5426"/>
    ${mound(s, -2, 8, 46, 34)}</g>`;
}

const powder: Draw = (s) => {
  const grain = specks(s, 220, 360, 340, 210, shade(s.base, -0.3), 2.5) + specks(s, 90, 360, 340, 210, s.accent, 2.5);
  return bowl(s, 360, 380, 230) + mound(s, 360, 420, 200, 150, grain) + woodenSpoon(s, 520, 620);
};

function idli(s: Scene, x: number, y: number): string {
  const white = gradient(s, 'radial', ['#ffffff', '#f1efe6', '#f1efe6', '#d9d4c4'], 'cx="0.4" cy="0.3"');
  return `${shadow(x + 6, y + 30, 95, 28)}<ellipse cx="${x}" cy="${y}" rx="90" ry="58" fill="${white}" stroke="#d8d2bf" stroke-width="2"/>`;
}

const podi: Draw = (s) => {
  const oil = gradient(s, 'radial', ['#fff2b0', '#e2b23c', '#b57f1c'], 'cx="0.4" cy="0.35"');
  const grain = specks(s, 320, 330, 320, 210, shade(s.base, -0.3), 3.5) + specks(s, 150, 330, 320, 210, s.accent, 3);
  return (
    bowl(s, 330, 330, 230) +
    mound(s, 330, 370, 200, 110, grain) +
    `<ellipse cx="330" cy="310" rx="62" ry="28" fill="${oil}" opacity="0.92"/>` +
    idli(s, 540, 600) +
    idli(s, 640, 520)
  );
};

function jarChunks(s: Scene): string {
  const spots = Array.from({ length: 56 }, () => ({
    x: between(s, 262, 538),
    y: between(s, 330, 640),
    angle: s.rand() * 360,
  }));
  const chunks = spots.map((p) => {
    const colour = s.rand() < 0.6 ? s.accent : shade(s.base, 0.3);
    const w = between(s, 34, 54);
    return `<path transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})" d="M${-w / 2},${-w / 4} Q0,${-w / 2} ${w / 2},${-w / 4} L${w / 3},${w / 4} Q0,${w / 3} ${-w / 3},${w / 4} Z" fill="${colour}" stroke="${shade(s.base, -0.35)}" stroke-width="3" opacity="0.88"/>`;
  });
  const seeds = specks(s, 60, 400, 490, 150, shade(s.base, -0.55), 4);
  return `<g clip-path="${clip(s, '<rect x="252" y="290" width="296" height="355" rx="48"/>')}">${chunks.join('')}${seeds}</g>`;
}

const pickle: Draw = (s) => {
  const glass = gradient(s, 'linear', ['#ffffff:0.35', '#ffffff:0.05', '#ffffff:0.1', '#ffffff:0.25'], ACROSS);
  const fill = gradient(s, 'linear', [shade(s.base, 0.15), shade(s.base, -0.3)], DOWN);
  const lid = gradient(s, 'linear', [shade(s.accent, 0.2), shade(s.accent, -0.45)], DOWN);
  return `${shadow(410, 650, 210, 40, 0.3)}
    <rect x="235" y="240" width="330" height="420" rx="60" fill="#f4f7f7" opacity="0.55" stroke="#cfd8da" stroke-width="4"/>
    <rect x="252" y="290" width="296" height="355" rx="48" fill="${fill}"/>
    <rect x="252" y="290" width="296" height="34" rx="16" fill="#d6a23a" opacity="0.55"/>${jarChunks(s)}
    <rect x="235" y="240" width="330" height="420" rx="60" fill="${glass}"/>
    <rect x="270" y="270" width="26" height="350" rx="13" fill="#ffffff" opacity="0.4"/>
    <rect x="268" y="180" width="264" height="76" rx="14" fill="${lid}"/>
    <rect x="268" y="200" width="264" height="8" fill="#000" opacity="0.12"/><rect x="268" y="226" width="264" height="8" fill="#000" opacity="0.12"/>`;
};

function thattaiDisc(s: Scene, x: number, y: number, r: number): string {
  const fill = gradient(
    s,
    'radial',
    [shade(s.base, 0.3), s.base, s.base, s.base, shade(s.base, -0.25)],
    'cx="0.45" cy="0.4"',
  );
  return `${shadow(x + 6, y + 14, r, r * 0.72, 0.25)}<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.78}" fill="${fill}" stroke="${shade(s.base, -0.3)}" stroke-width="3"/>
    ${specks(s, 18, x, y, r * 0.8, s.accent, 5)}${specks(s, 24, x, y, r * 0.8, '#f2d36b', 4)}${specks(s, 30, x, y, r * 0.85, shade(s.base, -0.35), 2)}`;
}

const thattai: Draw = (s) => {
  const discs: [number, number][] = [
    [280, 300],
    [510, 290],
    [395, 390],
    [240, 500],
    [560, 490],
    [400, 560],
  ];
  return surface(s) + discs.map(([x, y]) => thattaiDisc(s, x, y, 118)).join('');
};

const seedai: Draw = (s) => {
  const fills = [ballFill(s, s.base), ballFill(s, shade(s.base, -0.12)), ballFill(s, shade(s.base, 0.1))];
  const balls = scatter(s, 150, 200, 155).map(
    (
      p,
      i,
    ) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="25" fill="${fills[i % 3] ?? s.base}" stroke="${shade(s.base, -0.3)}" stroke-width="1.5"/>
      <path d="M${f(p.x - 8)},${f(p.y + 4)} l6,-5 l5,6" stroke="${s.accent}" stroke-width="2" fill="none" opacity="0.7"/>`,
  );
  return surface(s) + balls.join('') + specks(s, 90, 400, 420, 200, '#f6ecd2', 3);
};

function ribbon(s: Scene, p: Spot): string {
  const len = between(s, 190, 250);
  const centre = `M${-len / 2},0 q${len / 4},-${f(between(s, 10, 24))} ${len / 2},0 t${len / 2},0`;
  const lines = [-13, 13]
    .map(
      (o) =>
        `<path d="${centre}" transform="translate(0 ${o})" stroke="${shade(s.accent, -0.1)}" stroke-width="5" fill="none"/>`,
    )
    .join('');
  const angle = (p.angle % 70) - 49;
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(angle)})">
    <path d="${centre}" stroke="#000" stroke-width="52" fill="none" opacity="0.12" transform="translate(4 8)"/>
    <path d="${centre}" stroke="${shade(s.base, -0.35)}" stroke-width="52" fill="none"/>
    <path d="${centre}" stroke="${shade(s.base, between(s, -0.08, 0.12))}" stroke-width="46" fill="none"/>
    <path d="${centre}" stroke="${shade(s.base, 0.2)}" stroke-width="8" fill="none" opacity="0.7"/>${lines}</g>`;
}

const pakoda: Draw = (s) =>
  surface(s) +
  scatter(s, 16, 150, 110)
    .map((p) => ribbon(s, p))
    .join('');

function adhirasamDisc(s: Scene, x: number, y: number): string {
  const fill = gradient(
    s,
    'radial',
    [shade(s.base, 0.25), s.base, s.base, s.base, shade(s.accent, -0.2), shade(s.base, -0.3)],
    'cx="0.45" cy="0.45"',
  );
  return `${shadow(x + 6, y + 22, 112, 40, 0.3)}<ellipse cx="${x}" cy="${y + 12}" rx="110" ry="78" fill="${shade(s.base, -0.4)}"/>
    <ellipse cx="${x}" cy="${y}" rx="110" ry="78" fill="${fill}"/>
    <ellipse cx="${x - 30}" cy="${y - 30}" rx="48" ry="14" fill="#fff" opacity="0.22" transform="rotate(-15 ${x - 30} ${y - 30})"/>
    ${specks(s, 22, x, y, 90, s.accent, 3)}`;
}

const adhirasam: Draw = (s) => {
  const discs: [number, number][] = [
    [290, 320],
    [510, 320],
    [250, 500],
    [550, 500],
    [400, 420],
    [400, 590],
  ];
  return surface(s) + discs.map(([x, y]) => adhirasamDisc(s, x, y)).join('');
};

const payasamMix: Draw = (s) => {
  const milk = gradient(s, 'radial', [shade(s.base, 0.5), shade(s.base, -0.08)], 'cx="0.4" cy="0.4"');
  const strands = scatter(s, 60, 170, 62, 400, 360).map(
    (p) =>
      `<path transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})" d="M-22,0 q11,-10 22,0 t22,0" stroke="${s.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  const raisins = scatter(s, 6, 150, 55, 400, 360).map(
    (p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="13" ry="9" fill="#5a2a1a"/>`,
  );
  const cashews = scatter(s, 5, 150, 55, 400, 360).map((p) => cashew(p.x, p.y, p.angle));
  const pods = [
    [150, 640],
    [190, 680],
    [640, 660],
  ].map(
    ([x = 0, y = 0], i) =>
      `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="#8aa64a" stroke="#5f7a2c" stroke-width="3" transform="rotate(${i * 50 - 20} ${x} ${y})"/>`,
  );
  return (
    bowl(s, 400, 360, 280) +
    `<ellipse cx="400" cy="366" rx="252" ry="104" fill="${milk}"/>` +
    strands.join('') +
    raisins.join('') +
    cashews.join('') +
    pods.join('')
  );
};

function jangiri(s: Scene, cx: number, cy: number, r: number): string {
  const loops = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * TAU;
    return `<circle cx="${f(cx + r * Math.cos(a))}" cy="${f(cy + r * Math.sin(a) * 0.85)}" r="${f(r * 0.36)}"/>`;
  }).join('');
  const ring = `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.85}"/>`;
  const body = `${loops}${ring}<path d="${spiralPath(cx, cy, 4, r * 0.55, 1.6)}"/>`;
  return `${shadow(cx + 8, cy + 16, r * 1.3, r * 1.05, 0.3)}
    <g fill="none" stroke-linecap="round" stroke="${shade(s.base, -0.35)}" stroke-width="20">${body}</g>
    <g fill="none" stroke-linecap="round" stroke="${s.base}" stroke-width="14">${body}</g>
    <g fill="none" stroke="${s.accent}" stroke-width="4" opacity="0.7" transform="translate(-2 -3)">${body}</g>`;
}

const jalebi: Draw = (s) =>
  surface(s) +
  [
    [290, 320],
    [520, 320],
    [400, 520],
    [200, 520],
    [610, 520],
  ]
    .map(([x = 0, y = 0]) => jangiri(s, x, y, 80))
    .join('');

function coconutHalf(s: Scene, x: number, y: number): string {
  const shell = gradient(s, 'radial', [shade(s.accent, 0.2), shade(s.accent, -0.4)]);
  const fibres = Array.from({ length: 14 }, (_, i) => `<path d="M${x - 120 + i * 17},${y + 20} q6,40 -4,70"/>`).join(
    '',
  );
  return `${shadow(x + 10, y + 70, 140, 40, 0.3)}<ellipse cx="${x}" cy="${y + 30}" rx="140" ry="80" fill="${shell}"/>
    <g stroke="${shade(s.accent, -0.5)}" stroke-width="3" fill="none" opacity="0.5">${fibres}</g>
    <ellipse cx="${x}" cy="${y}" rx="140" ry="70" fill="${shade(s.accent, -0.2)}"/>
    <ellipse cx="${x}" cy="${y}" rx="124" ry="60" fill="#fffdf6"/><ellipse cx="${x}" cy="${y + 6}" rx="96" ry="42" fill="#f2eee2"/>`;
}

function burfiSquare(s: Scene, x: number, y: number): string {
  const shreds = Array.from({ length: 26 }, () => {
    const px = x + between(s, -58, 58);
    const py = y + between(s, -42, 42);
    return `<path d="M${f(px)},${f(py)} l${f(between(s, -10, 10))},${f(between(s, 4, 8))}"/>`;
  }).join('');
  return `${shadow(x + 8, y + 70, 95, 22, 0.3)}<path d="M${x - 70},${y - 50} L${x + 70},${y - 50} L${x + 70},${y + 50} L${x - 70},${y + 50} Z" fill="${s.base}" stroke="${shade(s.base, -0.15)}" stroke-width="3"/>
    <path d="M${x - 70},${y + 50} L${x + 70},${y + 50} L${x + 70},${y + 72} L${x - 70},${y + 72} Z" fill="${shade(s.base, -0.12)}"/>
    <g stroke="${shade(s.base, -0.22)}" stroke-width="3" stroke-linecap="round">${shreds}</g>
    <circle cx="${x + 35}" cy="${y - 20}" r="6" fill="#7aa54a"/>`;
}

const coconut: Draw = (s) => {
  const squares: [number, number][] = [
    [230, 430],
    [400, 430],
    [570, 430],
    [310, 580],
    [490, 580],
  ];
  return surface(s) + coconutHalf(s, 560, 240) + squares.map(([x, y]) => burfiSquare(s, x, y)).join('');
};

function rosette(s: Scene, cx: number, cy: number, r: number): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * 360;
    return `<path transform="translate(${cx} ${cy}) rotate(${a})" d="M0,${-r * 0.3} C${-r * 0.5},${-r * 0.7} ${-r * 0.25},${-r * 1.05} 0,${-r} C${r * 0.25},${-r * 1.05} ${r * 0.5},${-r * 0.7} 0,${-r * 0.3} Z"/>`;
  }).join('');
  const body = `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}"/>`;
  return `${shadow(cx + 8, cy + 14, r * 1.05, r * 0.95, 0.28)}
    <g fill="none" stroke="${shade(s.accent, -0.2)}" stroke-width="19">${body}</g>
    <g fill="none" stroke="${s.base}" stroke-width="13">${body}</g>
    <g fill="none" stroke="${shade(s.base, 0.45)}" stroke-width="3" opacity="0.8">${body}</g>`;
}

const achappam: Draw = (s) =>
  surface(s) +
  [
    [280, 310],
    [520, 310],
    [400, 500],
    [200, 520],
    [600, 520],
  ]
    .map(([x = 0, y = 0]) => rosette(s, x, y, 100))
    .join('');

function ring(s: Scene, p: Spot): string {
  const e = `<ellipse rx="64" ry="50"/>`;
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.angle)})" fill="none">
    <ellipse rx="64" ry="50" stroke="#000" stroke-width="30" opacity="0.15" transform="translate(5 9)"/>
    <g stroke="${s.accent}" stroke-width="30">${e}</g><g stroke="${s.base}" stroke-width="24">${e}</g>
    <g stroke="${shade(s.base, -0.25)}" stroke-width="18" stroke-dasharray="3 7">${e}</g>
    <g stroke="${shade(s.base, 0.4)}" stroke-width="4" transform="translate(-2 -3)">${e}</g></g>`;
}

const kodubale: Draw = (s) =>
  surface(s) +
  scatter(s, 17, 190, 150)
    .map((p) => ring(s, p))
    .join('');

const DRAWINGS: Record<ArtKind, Draw> = {
  murukku,
  chips,
  mixture,
  laddu,
  barfi,
  'mysore-pak': mysorePak,
  halwa,
  peda,
  powder,
  pickle,
  chakli,
  seedai,
  pakoda,
  sev,
  adhirasam,
  'payasam-mix': payasamMix,
  podi,
  thattai,
  boondi,
  jalebi,
  coconut,
  achappam,
  kodubale,
  varatti,
};

// ---------- rendering ----------

function svgDocument(s: Scene, foreground: string, size: number): string {
  const body = backdrop(s) + foreground;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${BOX} ${BOX}">
    <defs><radialGradient id="soft"><stop offset="0.35" stop-color="#3a2a1a"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0"/></radialGradient>${s.defs.join('')}</defs>
    ${body}</svg>`;
}

function sceneFor(art: ProductArt): Scene {
  for (const colour of [art.base, art.accent, art.background]) {
    if (!HEX.test(colour)) throw new Error(`Product art colours must be #rrggbb, got "${colour}"`);
  }
  const rand = prng(`${art.kind}|${art.base}|${art.accent}|${art.background}`);
  return { base: art.base, accent: art.accent, background: art.background, rand, defs: [] };
}

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

function checkSize(size: number): void {
  if (!Number.isInteger(size) || size < 16 || size > 4096)
    throw new Error(`Art size must be an integer from 16 to 4096, got ${size}`);
}

/** Draws a product's illustration as a square WebP; the same art always gives the same picture. */
export async function renderProductArt(art: ProductArt, size = 800): Promise<Buffer> {
  checkSize(size);
  const draw = DRAWINGS[art.kind];
  if (!draw) throw new Error(`No drawing for art kind "${String(art.kind)}"`);
  const s = sceneFor(art);
  const foreground = draw(s);
  return toWebp(svgDocument(s, foreground, size));
}

/** An empty steel plate on a neutral backdrop, for products without an image. */
export async function renderPlaceholderArt(size = 800): Promise<Buffer> {
  checkSize(size);
  const s = sceneFor({ kind: 'chips', base: '#d9d4c7', accent: '#b8b1a1', background: '#eeebe4' });
  return toWebp(svgDocument(s, steelPlate(s), size));
}
