import type { BanResponse } from '@common/api/ban';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKeys } from '../keys';

/** GET /api/ban.php: the reason for this browser's banned account, and where to object. */
export function useBan() {
  return useQuery({ queryKey: accountKeys.ban, queryFn: () => api<BanResponse>('GET', '/api/ban.php') });
}
