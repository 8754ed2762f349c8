/**
 * Data of another feature that an action changes (decisions 015e, 024e). A mutation names it in
 * `meta.changes`, a query whose fetch changes it in `meta.changesAfterFetch`; web/app/query-client.ts
 * turns each area into that feature's query keys, so no feature imports another's keys to
 * invalidate them and no two features depend on each other through the cache.
 */
export type DataArea = 'likes' | 'members' | 'search' | 'chats';

type ChangesAfterFetch = (data: unknown) => readonly DataArea[];

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { changes?: readonly DataArea[] };
    queryMeta: { changesAfterFetch?: ChangesAfterFetch };
  }
}

/** Query meta: what each successful fetch changed elsewhere, read from the query's own data. */
export function changesAfterFetch<T>(of: (data: T) => readonly DataArea[]): {
  changesAfterFetch: ChangesAfterFetch;
} {
  // The query cache hands this back the data of the query whose meta it is, which is a T.
  return { changesAfterFetch: (data) => of(data as T) };
}
