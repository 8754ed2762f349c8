import { activateResponseSchema } from '@common/api/mail';
import { api } from '@web/lib/api-client';

/** GET /api/activate.php, polled by the activation progress screen. */
export async function getActivation(): Promise<boolean> {
  return activateResponseSchema.parse(await api<unknown>('GET', '/api/activate.php')).delivered;
}
