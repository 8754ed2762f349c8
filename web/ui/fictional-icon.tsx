import type { FictionalIconName } from '@common/api/settings';
import { getSettings } from '@web/lib/settings';
import type { ReactNode } from 'react';
import { Icon, type IconProps, MasksIcon } from './icons';

/** The shapes a site may choose for its fictional profiles (`fictional_icon`, spec §3). */
const SHAPES: Record<Exclude<FictionalIconName, 'theater-masks'>, ReactNode> = {
  mask: (
    <>
      <path d="M3 7.5c3-1.5 6-1.5 9 0 3-1.5 6-1.5 9 0v3.5a5 5 0 0 1-5 5c-1.6 0-2.6-1-4-2.5-1.4 1.5-2.4 2.5-4 2.5a5 5 0 0 1-5-5z" />
      <path d="M7 10.5h2M15 10.5h2" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  magic: (
    <>
      <path d="m4 20 11-11M13 7l4 4" />
      <path d="M18 3v3M16.5 4.5h3M20 9v2M19 10h2M9 3v2M8 4h2" />
    </>
  ),
  'info-circle': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 8h.01" strokeWidth={2.4} />
    </>
  ),
};

/**
 * The icon the site chose for its fictional profiles, wherever one is marked (cards, the profile,
 * chat, landers). Decorative like every icon: the site's word for them stands beside it.
 */
export function FictionalIcon(props: IconProps) {
  const name = getSettings().fictional_icon;
  if (name === 'theater-masks') return <MasksIcon {...props} data-icon={name} />;
  return (
    <Icon {...props} data-icon={name}>
      {SHAPES[name]}
    </Icon>
  );
}
