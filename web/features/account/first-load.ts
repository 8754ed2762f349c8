import type { QueryClient } from '@tanstack/react-query';
import { interestsQueryOptions, profileFieldsQueryOptions } from '@web/features/signup';
import { userQueryOptions } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { leaveOfferQueryOptions, ownImagesQueryOptions, sessionsQueryOptions } from './api/account';

/**
 * Asks for /profile's answers while its code loads, once the member is known: the profile
 * fields, the interests (with the site's `myProfileInterests`), the photos, the sessions and the
 * leave offer. The page asked for each from its first commit's effects, about 300 ms after its
 * code at 1×, and each answer then rendered the form again, synchronously (a store update). Now
 * they are in before the page first renders, which renders them in its transition, in slices
 * (decision 023zb; /members does the same, 023q). Same queries as the page's, so it finds them
 * answered or in flight; a failure is left to the page, which asks again and shows it.
 */
export async function prefetchProfilePage(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (!user) return;
  const answers = [
    queryClient.prefetchQuery(profileFieldsQueryOptions),
    queryClient.prefetchQuery(ownImagesQueryOptions),
    queryClient.prefetchQuery(sessionsQueryOptions),
    queryClient.prefetchQuery(leaveOfferQueryOptions),
  ];
  if (getSettings().features.myProfileInterests)
    answers.push(queryClient.prefetchQuery(interestsQueryOptions));
  await Promise.all(answers);
}
