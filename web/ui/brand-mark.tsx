import { useId } from 'react';
import { useTemplate } from './use-template';

/**
 * The site's mark, drawn in the theme's colours: a filled heart tile on classic, a fine gold
 * heart in a ring on lavish. Decorative: the site name always sits beside it.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  const template = useTemplate();
  const gradientId = `brand-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (template === 'lavish') {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
        className="brand-mark"
      >
        <circle cx="20" cy="20" r="18.5" fill="none" stroke="var(--color-primary)" strokeWidth="1" />
        <circle
          cx="20"
          cy="20"
          r="15.5"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="0.5"
          opacity="0.6"
        />
        <path
          d="M20 28.5s-8-4.8-8-10.4a4.3 4.3 0 0 1 8-2.4 4.3 4.3 0 0 1 8 2.4c0 5.6-8 10.4-8 10.4z"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb7185" />
          <stop offset="1" stopColor="#e11d48" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradientId})`} />
      <path
        d="M20 30s-9.5-5.6-9.5-12.3a5 5 0 0 1 9.5-2.8 5 5 0 0 1 9.5 2.8C29.5 24.4 20 30 20 30z"
        fill="#fff"
      />
      <circle cx="27.5" cy="11.5" r="2.2" fill="#fde68a" />
    </svg>
  );
}
