import type { Complaint, ServiceRequest } from '@common/api/support';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as supportApi from '@web/lib/endpoints/support';

/** POST /api/service.php */
export function useSendServiceRequest() {
  return useMutation({
    mutationFn: (body: ServiceRequest) => call(supportApi.sendServiceRequest, { body }),
  });
}

/** POST /api/complaints.php */
export function useSendComplaint() {
  return useMutation({
    mutationFn: (body: Complaint) => call(supportApi.sendComplaint, { body }),
  });
}
