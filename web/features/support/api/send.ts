import {
  type Complaint,
  type ServiceRequest,
  type SupportReceived,
  supportReceivedSchema,
} from '@common/api/support';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/service.php */
export function useSendServiceRequest() {
  return useMutation({
    mutationFn: async (body: ServiceRequest): Promise<SupportReceived> =>
      supportReceivedSchema.parse(await api<unknown>('POST', '/api/service.php', body)),
  });
}

/** POST /api/complaints.php */
export function useSendComplaint() {
  return useMutation({
    mutationFn: async (body: Complaint): Promise<SupportReceived> =>
      supportReceivedSchema.parse(await api<unknown>('POST', '/api/complaints.php', body)),
  });
}
