/** The members feature's query keys; `all` covers every member page. */
export const memberKeys = {
  all: () => ['member'] as const,
  one: (id: number) => ['member', id] as const,
  blocked: () => ['member', 'blocked'] as const,
};
