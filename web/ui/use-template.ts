import type { Settings } from '@common/api/settings';
import { getSettings } from '@web/lib/settings';

export type Template = Settings['template'];

/** The site's visual template; fixed for the page's lifetime, so a plain read is enough. */
export function useTemplate(): Template {
  return getSettings().template;
}
