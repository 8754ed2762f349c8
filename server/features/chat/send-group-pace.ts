/**
 * Group statements in flight at once per process (and the connections they run on). While they
 * run, arriving sends wait and leave together in the next one, so a group grows with the load
 * and a lone send leaves at once (decision 026g).
 */
export const GROUPS_IN_FLIGHT = 4;
