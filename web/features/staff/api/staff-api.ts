import type { OwnImagesResponse } from '@common/api/profile-image';
import type {
  NewStaffBody,
  StaffAccount,
  StaffChangeBody,
  StaffCredentialsResponse,
} from '@common/api/staff-accounts';
import type { auditResponseSchema } from '@common/api/staff-audit';
import type { StaffLoginBody, StaffMember, staffMeResponseSchema } from '@common/api/staff-auth';
import type { memberAccountSchema, memberSearchResponseSchema } from '@common/api/staff-credits';
import type { dashboardResponseSchema } from '@common/api/staff-dashboard';
import type { inboxListResponseSchema, inboxNextResponseSchema } from '@common/api/staff-inbox';
import type {
  flaggedAccountsResponseSchema,
  openReportsResponseSchema,
  pendingPhotosResponseSchema,
} from '@common/api/staff-moderation';
import type { FictionalProfileBody, fictionalListResponseSchema } from '@common/api/staff-profiles';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, api } from '@web/lib/api-client';
import type { z } from 'zod';
import { staffKeys } from '../keys';

type Me = z.infer<typeof staffMeResponseSchema>;

/** The signed-in staff member, or null (403: not signed in or the 30 min idle ran out). */
export const staffMeQuery = queryOptions({
  queryKey: staffKeys.me(),
  queryFn: async (): Promise<StaffMember | null> => {
    try {
      return (await api<Me>('GET', '/api/staff/me')).staff;
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 403) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const staffLogin = (body: StaffLoginBody) => api<Me>('POST', '/api/staff/login', body);
export const staffLogout = () => api<{ ok: true }>('POST', '/api/staff/logout');

export const dashboardQuery = queryOptions({
  queryKey: staffKeys.dashboard(),
  queryFn: () => api<z.infer<typeof dashboardResponseSchema>>('GET', '/api/staff/dashboard'),
  refetchInterval: 60_000,
});

export const inboxQuery = queryOptions({
  queryKey: staffKeys.inbox(),
  queryFn: () => api<z.infer<typeof inboxListResponseSchema>>('GET', '/api/staff/inbox'),
  // The live stream refetches at once; this covers a stream that is down.
  refetchInterval: 30_000,
});

export type Claimed = NonNullable<z.infer<typeof inboxNextResponseSchema>['claimed']>;
export const inboxNext = async () =>
  (await api<z.infer<typeof inboxNextResponseSchema>>('POST', '/api/staff/inbox/next')).claimed;
export const inboxRenew = (c: number) =>
  api<{ claim_expires_at: string }>('POST', `/api/staff/inbox/${c}/renew`);
export const inboxRelease = (c: number) => api<{ ok: true }>('POST', `/api/staff/inbox/${c}/release`);
export const inboxAnswer = (c: number, text: string, seenUpTo: number) =>
  api<{ ok: true }>('POST', `/api/staff/inbox/${c}/answer`, { text, seen_up_to: seenUpTo });
export const saveNotes = (profile: number, notes: string) =>
  api<{ ok: true }>('PUT', `/api/staff/fictional/${profile}/notes`, { notes });

export const photosQuery = queryOptions({
  queryKey: staffKeys.photos(),
  queryFn: () => api<z.infer<typeof pendingPhotosResponseSchema>>('GET', '/api/staff/photos'),
});
export const approvePhoto = (id: number) => api<{ ok: true }>('POST', `/api/staff/photos/${id}/approve`);
export const rejectPhoto = (id: number, reason: string) =>
  api<{ ok: true }>('POST', `/api/staff/photos/${id}/reject`, { reason });

export const reportsQuery = queryOptions({
  queryKey: staffKeys.reports(),
  queryFn: () => api<z.infer<typeof openReportsResponseSchema>>('GET', '/api/staff/reports'),
});
export const flagsQuery = queryOptions({
  queryKey: staffKeys.flags(),
  queryFn: () => api<z.infer<typeof flaggedAccountsResponseSchema>>('GET', '/api/staff/flags'),
});
export const resolveReport = (id: number, action: 'dismiss' | 'warn' | 'ban', reason: string) =>
  api<{ ok: true }>('POST', `/api/staff/reports/${id}/${action}`, { reason });
export const unbanMember = (user: number) => api<{ ok: true }>('POST', `/api/staff/members/${user}/unban`);
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: staffKeys.memberSearch(q),
    queryFn: () =>
      api<z.infer<typeof memberSearchResponseSchema>>('GET', `/api/staff/members?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
  });
export const memberAccountQuery = (id: number) =>
  queryOptions({
    queryKey: staffKeys.member(id),
    queryFn: () => api<z.infer<typeof memberAccountSchema>>('GET', `/api/staff/members/${id}`),
  });
export const changeCredits = (user: number, delta: number, reason: string) =>
  api<{ balance: number }>('POST', `/api/staff/members/${user}/credits`, { delta, reason });
export const grantBonus = (user: number, percent: number, hours: number) =>
  api<{ code: string; expires_at: string }>('POST', `/api/staff/members/${user}/bonus`, { percent, hours });

export const fictionalQuery = queryOptions({
  queryKey: staffKeys.fictional(),
  queryFn: () => api<z.infer<typeof fictionalListResponseSchema>>('GET', '/api/staff/fictional'),
});
export const saveFictional = (id: number | null, body: FictionalProfileBody) =>
  id === null
    ? api<{ id: number }>('POST', '/api/staff/fictional', body)
    : api<{ ok: true }>('PUT', `/api/staff/fictional/${id}`, body);

export const fictionalPhotosQuery = (profile: number) =>
  queryOptions({
    queryKey: staffKeys.fictionalPhotos(profile),
    queryFn: () => api<OwnImagesResponse>('GET', `/api/staff/fictional/${profile}/photos`),
  });
export const uploadFictionalPhoto = (profile: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<{ id: number }>('POST', `/api/staff/fictional/${profile}/photos`, form);
};
export const mainFictionalPhoto = (profile: number, image: number) =>
  api<{ ok: true }>('PUT', `/api/staff/fictional/${profile}/photos/${image}/main`);
export const deleteFictionalPhoto = (profile: number, image: number) =>
  api<{ ok: true }>('DELETE', `/api/staff/fictional/${profile}/photos/${image}`);

export const staffAccountsQuery = queryOptions({
  queryKey: staffKeys.accounts(),
  queryFn: () => api<{ staff: StaffAccount[] }>('GET', '/api/staff/accounts'),
});
export const addStaffAccount = (body: NewStaffBody) =>
  api<StaffCredentialsResponse>('POST', '/api/staff/accounts', body);
export const changeStaffAccount = (id: number, body: StaffChangeBody) =>
  api<{ ok: true }>('PUT', `/api/staff/accounts/${id}`, body);
export const resetStaffAccount = (id: number) =>
  api<StaffCredentialsResponse>('POST', `/api/staff/accounts/${id}/reset`);

export const auditQuery = (action: string) =>
  queryOptions({
    queryKey: staffKeys.audit(action),
    queryFn: () =>
      api<z.infer<typeof auditResponseSchema>>(
        'GET',
        `/api/staff/audit${action ? `?action=${encodeURIComponent(action)}` : ''}`,
      ),
  });
