/** The notifications feature's query keys; other code reaches notification data only through these. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  count: () => ['notifications', 'count'] as const,
  settings: () => ['notifications', 'settings'] as const,
};
