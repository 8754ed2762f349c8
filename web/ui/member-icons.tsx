import { Icon, type IconProps } from './icons';

/*
 * Icons only members' screens draw (the account menu, a hidden photo). They live apart from
 * icons.tsx, which the app shell loads on every page: a module is split whole, so each icon added
 * there weighs on the guests' first bundle (issue 23's 150 KB) even where it is never drawn.
 */

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.6 3.4M6.4 6.4A15.7 15.7 0 0 0 2.5 12S6 19 12 19a9.3 9.3 0 0 0 5.6-1.9" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </Icon>
  );
}

export function SlidersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
    </Icon>
  );
}
