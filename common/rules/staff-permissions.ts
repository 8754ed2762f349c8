/** Staff roles: operators answer for fictional profiles, moderators keep the site clean, admins run it. */
export const STAFF_ROLES = ['operator', 'moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a part of the staff console needs; the server checks it on every call, the web hides what fails. */
export const STAFF_AREAS = {
  inbox: ['operator', 'admin'],
  moderation: ['moderator', 'admin'],
  admin: ['admin'],
  dashboard: ['operator', 'moderator', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}

/** A site is in reach when the staff member's site list names it. */
export function mayWorkOn(sites: readonly string[], siteKey: string): boolean {
  return sites.includes(siteKey);
}
