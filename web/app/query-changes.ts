import type { QueryClient, QueryKey } from '@tanstack/react-query';
// The key factories themselves, not the features' indexes: the entry stays as light as before.
import { chatKeys } from '@web/features/chat/keys';
import { likesKeys } from '@web/features/likes/keys';
import { memberKeys } from '@web/features/members/keys';
import { searchKeys } from '@web/features/search/keys';
import type { DataArea } from '@web/lib/query-changes';

/** The queries a changed area refreshes: the one place that joins the features' caches (024e). */
const AREA_QUERIES: Record<DataArea, QueryKey> = {
  likes: likesKeys.all(),
  members: memberKeys.all(),
  search: searchKeys.all(),
  chats: chatKeys.list(),
};

/** Marks the named areas' queries stale (the ones on screen refetch); resolves when they have. */
export async function invalidateChanges(
  client: QueryClient,
  changes: readonly DataArea[] = [],
): Promise<void> {
  await Promise.all(
    [...new Set(changes)].map((area) => client.invalidateQueries({ queryKey: AREA_QUERIES[area] })),
  );
}
