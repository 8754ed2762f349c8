import type { DeleteAccountBody, StayOffer } from '@common/api/account';
import type { PasswordChangeBody } from '@common/api/password';
import type { EndSessionsBody, SessionInfo } from '@common/api/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import * as profileImageApi from '@web/lib/endpoints/profile-image';
import { userQueryKey } from '@web/lib/session/user';
import { accountKeys } from '../keys';

/** The member's own photos, every status. */
export function useOwnImages() {
  return useQuery({
    queryKey: accountKeys.ownImages,
    queryFn: () => call(profileImageApi.getOwnImages),
  });
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
    mutationFn: (body: PasswordChangeBody) => api<{ ok: true }>('PUT', '/api/password.php', body),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => api<{ sessions: SessionInfo[] }>('GET', '/api/sessions.php'),
  });
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndSessionsBody) => api<{ ok: true }>('DELETE', '/api/sessions.php', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useLeaveOffer() {
  return useQuery({
    queryKey: accountKeys.leaveOffer,
    queryFn: () => api<{ percent: number; available: boolean }>('GET', '/api/account.php'),
  });
}

export function useStay() {
  return useMutation({ mutationFn: () => api<{ offer: StayOffer }>('POST', '/api/account.php?stay=1') });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api<{ ok: true }>('DELETE', '/api/account.php', body),
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
