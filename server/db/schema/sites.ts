import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '../../../common/api/settings';

/** One branded site. The config is loaded from config/sites/*.json at every start. */
export const sites = pgTable('sites', {
  key: text('key').primaryKey(),
  isDefault: boolean('is_default').notNull().default(false),
  hosts: text('hosts').array().notNull(),
  config: jsonb('config').$type<SiteConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets generated on first start that must survive restarts (cookie secret, VAPID keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
