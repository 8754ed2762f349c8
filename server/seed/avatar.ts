import sharp from 'sharp';
import { createRandom } from './random';

export type AvatarGender = 'male' | 'female';

const SIZE = 600;
const THUMB = 300;

/** Soft two-colour backgrounds (top-left → bottom-right). */
const BACKGROUNDS: [string, string][] = [
  ['#fbd3e9', '#bb377d'],
  ['#ffecd2', '#fcb69f'],
  ['#a1c4fd', '#c2e9fb'],
  ['#d4fc79', '#96e6a1'],
  ['#fccb90', '#d57eeb'],
  ['#e0c3fc', '#8ec5fc'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#fdfcfb', '#e2d1c3'],
  ['#cfd9df', '#e2ebf0'],
  ['#ff9a9e', '#fecfef'],
  ['#a8edea', '#fed6e3'],
];
const SKIN = ['#f9dcc4', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2c1b10', '#4a2c1a', '#7b4a2a', '#b5793a', '#d9b26f', '#a33b20', '#8c8c8c'];
const SHIRT = ['#3d5a80', '#ee6c4d', '#293241', '#6a4c93', '#2a9d8f', '#e76f51', '#264653', '#b5838d'];

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hairBack(gender: AvatarGender, style: number, hair: string): string {
  if (gender === 'male') return '';
  if (style === 0) {
    // Long hair falling behind the shoulders.
    return `<path d="M194 250 C184 130 416 130 406 250 L432 456 C384 482 216 482 168 456 Z" fill="${hair}"/>`;
  }
  // Chin-length bob.
  return `<path d="M196 250 C186 130 414 130 404 250 L414 352 C380 376 220 376 186 352 Z" fill="${hair}"/>`;
}

function hairFront(gender: AvatarGender, style: number, hair: string): string {
  if (gender === 'female') {
    // Side-swept fringe.
    return `<path d="M200 268 C186 150 236 116 300 116 C368 116 414 156 400 268 C392 226 376 200 352 184 C318 198 270 204 232 198 C216 216 204 240 200 268 Z" fill="${hair}"/>`;
  }
  if (style === 0) {
    // Short crop.
    return `<path d="M204 240 C196 150 240 122 300 122 C360 122 404 150 396 240 C386 214 372 196 352 188 C320 180 280 180 248 188 C228 196 214 214 204 240 Z" fill="${hair}"/>`;
  }
  if (style === 1) {
    // Swept quiff.
    return `<path d="M204 240 C194 140 250 102 316 108 C372 114 406 160 396 240 C386 210 366 190 340 184 C300 176 262 186 240 196 C222 206 210 222 204 240 Z" fill="${hair}"/>`;
  }
  // Close shave.
  return `<path d="M208 226 C204 156 246 134 300 134 C354 134 396 156 392 226 C380 204 364 190 344 184 C316 178 284 178 256 184 C236 190 220 204 208 226 Z" fill="${hair}" opacity="0.85"/>`;
}

function face(skin: string): string {
  return `<ellipse cx="300" cy="250" rx="92" ry="110" fill="${skin}"/>
<circle cx="266" cy="258" r="7" fill="#3b2a20" fill-opacity="0.8"/>
<circle cx="334" cy="258" r="7" fill="#3b2a20" fill-opacity="0.8"/>
<circle cx="248" cy="292" r="16" fill="#ff7a8a" fill-opacity="0.18"/>
<circle cx="352" cy="292" r="16" fill="#ff7a8a" fill-opacity="0.18"/>
<path d="M276 306 Q300 326 324 306" stroke="#8a4b3a" stroke-opacity="0.65" stroke-width="5" stroke-linecap="round" fill="none"/>`;
}

function ears(gender: AvatarGender, skin: string): string {
  if (gender === 'female') return '';
  return `<ellipse cx="210" cy="262" rx="16" ry="26" fill="${skin}"/>
<ellipse cx="390" cy="262" rx="16" ry="26" fill="${skin}"/>`;
}

/** The portrait as SVG: gradient backdrop, head-and-shoulders figure, optional initials. */
export function avatarSvg(seed: number, initials: string, gender: AvatarGender): string {
  const rand = createRandom(Math.imul(seed, 2654435761));
  const [bgFrom, bgTo] = rand.pick(BACKGROUNDS);
  const skin = rand.pick(SKIN);
  const hair = rand.pick(HAIR);
  const shirt = rand.pick(SHIRT);
  const style = rand.int(0, gender === 'female' ? 1 : 2);
  const label = escapeXml(initials.trim().slice(0, 2).toUpperCase());
  const text = label
    ? `<text x="300" y="548" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#ffffff" fill-opacity="0.85">${label}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 600 600">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.38" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<rect width="600" height="600" fill="url(#glow)"/>
${hairBack(gender, style, hair)}
<path d="M64 600 C64 474 160 408 300 408 C440 408 536 474 536 600 Z" fill="${shirt}"/>
<path d="M262 318 L338 318 L338 414 C318 430 282 430 262 414 Z" fill="${skin}"/>
<path d="M262 380 C280 398 320 398 338 380 L338 392 C318 410 282 410 262 392 Z" fill="#000000" opacity="0.08"/>
<path d="M250 410 C268 452 332 452 350 410 Z" fill="${skin}"/>
${ears(gender, skin)}
${face(skin)}
${hairFront(gender, style, hair)}
${text}
</svg>`;
}

/** Renders a portrait placeholder locally: a 600×600 original and a 300×300 thumbnail, as WebP. */
export async function renderAvatar(
  seed: number,
  initials: string,
  gender: AvatarGender = seed % 2 === 0 ? 'female' : 'male',
): Promise<{ original: Buffer; thumb: Buffer }> {
  const base = sharp(Buffer.from(avatarSvg(seed, initials, gender)));
  const [original, thumb] = await Promise.all([
    base.clone().webp({ quality: 82 }).toBuffer(),
    base.clone().resize(THUMB, THUMB).webp({ quality: 80 }).toBuffer(),
  ]);
  return { original, thumb };
}
