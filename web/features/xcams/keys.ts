export type CamFilters = { gender: 'male' | 'female' | null; min_age: number; max_age: number };

/** The webcam partner feature's query keys. */
export const camKeys = {
  list: (filters: CamFilters | null) => ['cams', filters] as const,
};
