import type { DeleteAccountBody } from '@common/api/account';
import type { PasswordChangeBody } from '@common/api/password';
import type { EndSessionsBody } from '@common/api/sessions';
import type { User } from '@common/api/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as accountApi from '@web/lib/endpoints/account';
import * as passwordApi from '@web/lib/endpoints/password';
import * as profileImageApi from '@web/lib/endpoints/profile-image';
import * as sessionsApi from '@web/lib/endpoints/sessions';
import { userQueryKey } from '@web/lib/session/user';
import { accountKeys } from '../keys';

/**
 * /profile's answers stay fresh for 30 s, as the search's: the ones asked for with the page's code
 * (first-load.ts) are the page's, not asked again on its first render. Every change the member
 * makes invalidates its answer.
 */
const PROFILE_ANSWER_FRESH_MS = 30_000;

/** The member's own photos, every status. */
export const ownImagesQueryOptions = queryOptions({
  queryKey: accountKeys.ownImages,
  queryFn: () => call(profileImageApi.getOwnImages),
  staleTime: PROFILE_ANSWER_FRESH_MS,
});

export function useOwnImages() {
  return useQuery(ownImagesQueryOptions);
}

/** Choosing the main photo or deleting one changes the user's card too. */
export function usePhotoAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'main' | 'delete'; image: number }) =>
      a.kind === 'main'
        ? call(profileImageApi.setMainImage, { body: { image: a.image, main: true } })
        : call(profileImageApi.deleteImage, { body: { image: a.image } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.ownImages }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => call(passwordApi.changePassword, { body }),
  });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => call(sessionsApi.getSessions),
  staleTime: PROFILE_ANSWER_FRESH_MS,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndSessionsBody) => call(sessionsApi.endSessions, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export const leaveOfferQueryOptions = queryOptions({
  queryKey: accountKeys.leaveOffer,
  queryFn: () => call(accountApi.getLeaveOffer),
  staleTime: PROFILE_ANSWER_FRESH_MS,
});

export function useLeaveOffer() {
  return useQuery(leaveOfferQueryOptions);
}

export function useStay() {
  return useMutation({ mutationFn: () => call(accountApi.takeStayOffer, { query: { stay: '1' } }) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(accountApi.deleteAccount, { body }),
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}

/**
 * Hiding photos flagged as nudity (issue 27): the user carries the choice (search sends it), and
 * every list that presents other members' photos is asked for again.
 */
export function useSavePhotoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hide: boolean) => call(accountApi.savePhotoSettings, { body: { hide_nudity: hide } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<User | null>(userQueryKey, (u) =>
        u ? { ...u, hide_nudity: saved.hide_nudity } : u,
      ),
    meta: { changes: ['search', 'likes', 'members', 'chats'] },
  });
}
