import { call } from '@web/lib/call';
import * as mailApi from '@web/lib/endpoints/mail';

/** GET /api/activate.php, polled by the activation progress screen. */
export async function getActivation(): Promise<boolean> {
  return (await call(mailApi.activate, { query: {} })).delivered;
}
