import type { Template } from '@web/ui/use-template';
import { type ReactNode, useId } from 'react';
import type { HairStyle, Person } from './people';

type Palette = { bg: [string, string]; outfit: string; ink: string; gold: string; blush: boolean };

/** Backdrop and clothing per collage slot, so the three cards never match each other. */
const PALETTES: Record<Template, [Palette, Palette, Palette]> = {
  classic: [
    { bg: ['#ffd9e1', '#ff9fb4'], outfit: '#e11d48', ink: '#3b2622', gold: '#f5b83d', blush: true },
    { bg: ['#ece6ff', '#c4b5fd'], outfit: '#6d28d9', ink: '#3b2622', gold: '#f5b83d', blush: true },
    { bg: ['#fff0cf', '#fdc57b'], outfit: '#0f766e', ink: '#3b2622', gold: '#f5b83d', blush: true },
  ],
  lavish: [
    { bg: ['#5a2c6b', '#1d1023'], outfit: '#6e1f3d', ink: '#2a1712', gold: '#e3b75c', blush: false },
    { bg: ['#2f4250', '#120d16'], outfit: '#2c1a38', ink: '#2a1712', gold: '#e3b75c', blush: false },
    { bg: ['#6a2840', '#170c19'], outfit: '#3b2850', ink: '#2a1712', gold: '#e3b75c', blush: false },
  ],
};

const CURLS: [number, number, number][] = [
  [64, 96, 19],
  [74, 70, 21],
  [98, 58, 24],
  [124, 68, 21],
  [136, 94, 19],
  [140, 120, 15],
  [60, 122, 15],
];

function hairBack(style: HairStyle, color: string): ReactNode {
  switch (style) {
    case 'long':
      return (
        <path d="M62 98C58 52 142 52 138 98c2 42 12 77 8 98-16 8-76 8-92 0-4-21 6-56 8-98z" fill={color} />
      );
    case 'waves':
      return (
        <path
          d="M60 98C56 50 144 50 140 98c2 30 14 52 6 74 10 12-6 24-18 20-12 8-44 8-56 0-12 4-28-8-18-20-8-22 4-44 6-74z"
          fill={color}
        />
      );
    case 'bob':
      return (
        <path d="M60 100C56 52 144 52 140 100c2 18 4 34-2 42-10 4-66 4-76 0-6-8-4-24-2-42z" fill={color} />
      );
    case 'curly':
      return (
        <g fill={color}>
          {CURLS.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case 'bun':
      return <circle cx="100" cy="54" r="18" fill={color} />;
    case 'short':
      return null;
  }
}

function hairFront(style: HairStyle, color: string): ReactNode {
  if (style === 'short') {
    return (
      <path d="M68 100c-4-34 18-44 36-42 20 0 32 14 28 40-4-12-14-20-28-18-12-2-26 4-36 20z" fill={color} />
    );
  }
  if (style === 'curly') {
    return (
      <path d="M68 100c-4-30 16-42 32-40 18-2 36 10 32 40-8-16-20-20-32-18-12-2-24 2-32 18z" fill={color} />
    );
  }
  return (
    <path d="M68 104c-6-40 28-50 48-44 16 6 24 24 18 48-8-20-22-30-34-32-10 12-22 20-32 28z" fill={color} />
  );
}

/** A friendly, faceless-enough illustrated portrait; drawn, so no photo of a real person is used. */
export function Portrait({
  person,
  slot,
  template,
}: {
  person: Person;
  slot: 0 | 1 | 2;
  template: Template;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const p = PALETTES[template][slot];
  const curvy = Boolean(person.curvy);
  const body = curvy
    ? 'M10 240c4-64 44-92 90-94 46 2 86 30 90 94z'
    : 'M26 240c4-62 36-86 74-88 38 2 70 26 74 88z';
  return (
    <svg
      viewBox="0 0 200 240"
      preserveAspectRatio="xMidYMid slice"
      className="portrait"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={p.bg[0]} />
          <stop offset="1" stopColor={p.bg[1]} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.38" r="0.6">
          <stop offset="0" stopColor="#fff" stopOpacity={template === 'lavish' ? 0.16 : 0.45} />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="200" height="240" fill={`url(#${id}-bg)`} />
      <rect width="200" height="240" fill={`url(#${id}-glow)`} />
      {hairBack(person.style, person.hair)}
      <path d={body} fill={p.outfit} />
      <path d="M86 149c4 16 24 16 28 0z" fill={person.skin} />
      <path d="M88 124v26c6 6 18 6 24 0v-26z" fill={person.skin} />
      <path d="M88 132c8 8 16 8 24 0v-8H88z" fill="#000" opacity="0.08" />
      {person.style === 'short' && (
        <g fill={person.skin}>
          <ellipse cx="70" cy="104" rx="6" ry="9" />
          <ellipse cx="130" cy="104" rx="6" ry="9" />
        </g>
      )}
      <ellipse cx="100" cy="100" rx={curvy ? 34 : 31} ry="37" fill={person.skin} />
      {person.beard && (
        <path d="M70 108c0 30 14 42 30 42s30-12 30-42c-6 14-16 20-30 20s-24-6-30-20z" fill={person.hair} />
      )}
      {hairFront(person.style, person.hair)}
      {p.blush && (
        <g fill="#ff6f8e" opacity="0.22">
          <circle cx="82" cy="116" r="6.5" />
          <circle cx="118" cy="116" r="6.5" />
        </g>
      )}
      <g fill="none" stroke={p.ink} strokeWidth="2.4" strokeLinecap="round">
        <path d="M83 104q5-5 10 0M107 104q5-5 10 0" />
        <path d="M92 121q8 7 16 0" />
      </g>
      {person.earrings && (
        <g fill={p.gold}>
          <circle cx={curvy ? 67 : 70} cy="121" r="3.4" />
          <circle cx={curvy ? 133 : 130} cy="121" r="3.4" />
        </g>
      )}
      {template === 'lavish' && (
        <path d="M84 160q16 16 32 0" fill="none" stroke={p.gold} strokeWidth="1.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
