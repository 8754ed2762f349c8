import type { ReportBody } from '@common/api/members';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/report.php: a reason and optional text, kept for moderation. */
export function useReportMember() {
  return useMutation({
    mutationFn: (body: ReportBody) => api<{ done: true }>('POST', '/api/report.php', body),
  });
}
