/** Query keys of the staff console, spelled only here (decision 015e). */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => ['staff', 'me'] as const,
  dashboard: () => ['staff', 'dashboard'] as const,
  inbox: () => ['staff', 'inbox'] as const,
  photos: () => ['staff', 'photos'] as const,
  reports: () => ['staff', 'reports'] as const,
  flags: () => ['staff', 'flags'] as const,
  fictional: () => ['staff', 'fictional'] as const,
  fictionalPhotos: (profile: number) => ['staff', 'fictional', profile, 'photos'] as const,
  memberSearch: (q: string) => ['staff', 'members', 'search', q] as const,
  member: (id: number) => ['staff', 'members', id] as const,
  accounts: () => ['staff', 'accounts'] as const,
  audit: (action: string) => ['staff', 'audit', action] as const,
};
