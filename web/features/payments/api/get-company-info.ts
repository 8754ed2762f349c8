import type { CompanyInfo } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { paymentKeys } from '../keys';

/** GET /api/companyinfo.php: the operator's details printed on receipts. */
export function getCompanyInfo(): Promise<CompanyInfo> {
  return api<CompanyInfo>('GET', '/api/companyinfo.php');
}

export const companyInfoQueryOptions = queryOptions({
  queryKey: paymentKeys.company(),
  queryFn: getCompanyInfo,
  staleTime: 3_600_000,
});

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions);
}
