import { endpointUrl } from '@common/api/endpoint';
import type { NewStaffBody, StaffChangeBody } from '@common/api/staff-accounts';
import type { StaffLoginBody, StaffMember } from '@common/api/staff-auth';
import type { ClaimedConversation } from '@common/api/staff-inbox';
import type { FictionalProfileBody } from '@common/api/staff-profiles';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import * as accountsApi from '@web/lib/endpoints/staff-accounts';
import * as auditApi from '@web/lib/endpoints/staff-audit';
import * as authApi from '@web/lib/endpoints/staff-auth';
import * as creditsApi from '@web/lib/endpoints/staff-credits';
import * as dashboardApi from '@web/lib/endpoints/staff-dashboard';
import * as inboxApi from '@web/lib/endpoints/staff-inbox';
import * as moderationApi from '@web/lib/endpoints/staff-moderation';
import * as profilesApi from '@web/lib/endpoints/staff-profiles';
import { staffKeys } from '../keys';

/** The signed-in staff member, or null (403: not signed in or the 30 min idle ran out). */
export const staffMeQuery = queryOptions({
  queryKey: staffKeys.me(),
  queryFn: async (): Promise<StaffMember | null> => {
    try {
      return (await call(authApi.getStaffMe)).staff;
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 403) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const staffLogin = (body: StaffLoginBody) => call(authApi.staffLogin, { body });
export const staffLogout = () => call(authApi.staffLogout);

export const dashboardQuery = queryOptions({
  queryKey: staffKeys.dashboard(),
  queryFn: () => call(dashboardApi.getDashboard),
  refetchInterval: 60_000,
});

export const inboxQuery = queryOptions({
  queryKey: staffKeys.inbox(),
  queryFn: () => call(inboxApi.getInbox),
  // The live stream refetches at once; this covers a stream that is down.
  refetchInterval: 30_000,
});

/** The inbox's live stream, for an `EventSource`. */
export const inboxEventsUrl = endpointUrl(inboxApi.inboxEvents);

export type Claimed = ClaimedConversation;
export const inboxNext = async () => (await call(inboxApi.claimNext)).claimed;
export const inboxRenew = (c: number) => call(inboxApi.renewClaim, { params: { conversation: c } });
export const inboxRelease = (c: number) => call(inboxApi.releaseClaim, { params: { conversation: c } });
export const inboxAnswer = (c: number, text: string, seenUpTo: number) =>
  call(inboxApi.answerClaimed, { params: { conversation: c }, body: { text, seen_up_to: seenUpTo } });
export const saveNotes = (profile: number, notes: string) =>
  call(inboxApi.saveFictionalNotes, { params: { profile }, body: { notes } });

export const photosQuery = queryOptions({
  queryKey: staffKeys.photos(),
  queryFn: () => call(moderationApi.getPendingPhotos),
});
/** A pending photo's bytes, for an `<img>` (the staff cookie goes with it). */
export const pendingPhotoUrl = (id: number) =>
  endpointUrl(moderationApi.getPendingPhotoImage, { params: { id } });
export const approvePhoto = (id: number) => call(moderationApi.approvePhoto, { params: { id } });
/** The moderator's nudity verdict: overrides the model (issue 27). */
export const judgePhotoNudity = (id: number, nudity: boolean) =>
  call(moderationApi.judgePhotoNudity, { params: { id }, body: { nudity } });
export const rejectPhoto = (id: number, reason: string) =>
  call(moderationApi.rejectPhoto, { params: { id }, body: { reason } });

export const reportsQuery = queryOptions({
  queryKey: staffKeys.reports(),
  queryFn: () => call(moderationApi.getOpenReports),
});
export const flagsQuery = queryOptions({
  queryKey: staffKeys.flags(),
  queryFn: () => call(moderationApi.getFlaggedAccounts),
});
export const resolveReport = (id: number, action: 'dismiss' | 'warn' | 'ban', reason: string) => {
  const input = { params: { id }, body: { reason } };
  if (action === 'dismiss') return call(moderationApi.dismissReport, input);
  if (action === 'warn') return call(moderationApi.warnReport, input);
  return call(moderationApi.banReport, input);
};
export const unbanMember = (user: number) => call(moderationApi.unbanMember, { params: { user } });
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: staffKeys.memberSearch(q),
    queryFn: () => call(creditsApi.searchMembers, { query: { q } }),
    enabled: q.trim().length > 0,
  });
export const memberAccountQuery = (id: number) =>
  queryOptions({
    queryKey: staffKeys.member(id),
    queryFn: () => call(creditsApi.getMemberAccount, { params: { user: id } }),
  });
export const changeCredits = (user: number, delta: number, reason: string) =>
  call(creditsApi.changeCredits, { params: { user }, body: { delta, reason } });
export const grantBonus = (user: number, percent: number, hours: number) =>
  call(creditsApi.grantBonus, { params: { user }, body: { percent, hours } });

export const fictionalQuery = queryOptions({
  queryKey: staffKeys.fictional(),
  queryFn: () => call(profilesApi.getFictionalProfiles),
});
export const saveFictional = (id: number | null, body: FictionalProfileBody) =>
  id === null
    ? call(profilesApi.addFictionalProfile, { body })
    : call(profilesApi.editFictionalProfile, { params: { profile: id }, body });

export const fictionalPhotosQuery = (profile: number) =>
  queryOptions({
    queryKey: staffKeys.fictionalPhotos(profile),
    queryFn: () => call(profilesApi.getFictionalPhotos, { params: { profile } }),
  });
export const uploadFictionalPhoto = (profile: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(profilesApi.addFictionalPhoto, { params: { profile }, body: form });
};
export const mainFictionalPhoto = (profile: number, image: number) =>
  call(profilesApi.setFictionalMainPhoto, { params: { profile, image } });
export const deleteFictionalPhoto = (profile: number, image: number) =>
  call(profilesApi.deleteFictionalPhoto, { params: { profile, image } });

export const staffAccountsQuery = queryOptions({
  queryKey: staffKeys.accounts(),
  queryFn: () => call(accountsApi.getStaffAccounts),
});
export const addStaffAccount = (body: NewStaffBody) => call(accountsApi.addStaffAccount, { body });
export const changeStaffAccount = (id: number, body: StaffChangeBody) =>
  call(accountsApi.changeStaffAccount, { params: { staff: id }, body });
export const resetStaffAccount = (id: number) =>
  call(accountsApi.resetStaffAccount, { params: { staff: id } });

export const auditQuery = (action: string) =>
  queryOptions({
    queryKey: staffKeys.audit(action),
    queryFn: () => call(auditApi.getAudit, { query: action ? { action } : {} }),
  });
