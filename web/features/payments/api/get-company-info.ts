import type { CompanyInfo } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import { paymentKeys } from '../keys';

/** The operator's details printed on receipts. */
export function getCompanyInfo(): Promise<CompanyInfo> {
  return call(paymentsApi.getCompanyInfo);
}

export const companyInfoQueryOptions = queryOptions({
  queryKey: paymentKeys.company(),
  queryFn: getCompanyInfo,
  staleTime: 3_600_000,
});

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions);
}
