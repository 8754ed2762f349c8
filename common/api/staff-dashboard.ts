import { z } from 'zod';
import { endpoint } from './endpoint';

/** One site's numbers (or the total of the caller's sites, site_key "*"). Money in minor units. */
export const siteFiguresSchema = z.object({
  site_key: z.string(),
  signups_today: z.number().int(),
  signups_7d: z.number().int(),
  active_today: z.number().int(),
  messages_today: z.number().int(),
  inbox_waiting: z.number().int(),
  inbox_oldest_wait_s: z.number().int(),
  inbox_wait_p50_s: z.number().int(),
  inbox_wait_p95_s: z.number().int(),
  answered_last_hour: z.number().int(),
  photos_pending: z.number().int(),
  /** Nudity classification (issue 27): waiting for the model, flagged, and failed (waiting for a moderator). */
  photos_unclassified: z.number().int(),
  photos_flagged: z.number().int(),
  photos_classify_failed: z.number().int(),
  reports_open: z.number().int(),
  paid_orders_today: z.number().int(),
  revenue_today: z.number().int(),
  paid_orders_7d: z.number().int(),
  revenue_7d: z.number().int(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

/** GET /api/staff/dashboard */
export const dashboardResponseSchema = z.object({
  sites: z.array(siteFiguresSchema),
  total: siteFiguresSchema,
});

export const getDashboard = endpoint({
  method: 'GET',
  path: '/api/staff/dashboard',
  tag: 'staff',
  response: dashboardResponseSchema,
  errors: [403],
});
