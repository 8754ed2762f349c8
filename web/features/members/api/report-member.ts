import type { ReportBody } from '@common/api/members';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';

/** POST /api/report.php: a reason and optional text, kept for moderation. */
export function useReportMember() {
  return useMutation({
    mutationFn: (body: ReportBody) => call(membersApi.reportMember, { body }),
  });
}
