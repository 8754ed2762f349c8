import type { CamFilters } from './api/get-cams';

/** The webcam partner feature's query keys. */
export const camKeys = {
  list: (filters: CamFilters | null) => ['cams', filters] as const,
};
