import { LOCALES } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { paymentSiteKeys } from './payment-site-keys';

/**
 * Feature configuration of spec §1; defaults are the "default feature configuration". Strict, as
 * every object a site file holds: a misspelt key is refused at start, not silently ignored.
 * docs/site-settings.md says what each key changes and which test toggles it.
 */
export const featuresSchema = z.strictObject({
  searchAllCountries: z.boolean().default(true),
  profileDetails: z.array(z.string()).default(['city']),
  searchStartConversation: z.boolean().default(true),
  memberDetailsLoadInterests: z.boolean().default(false),
  fictionalWarningOnSignup: z.boolean().default(true),
  chatTopBar: z.boolean().default(true),
  chatEmojiButton: z.boolean().default(true),
  chatSidebar: z.boolean().default(false),
  likesOverview: z.boolean().default(true),
  likesLinkOnMobile: z.boolean().default(true),
  myProfileInterests: z.boolean().default(true),
  myProfileHeaderImage: z.boolean().default(false),
  notificationsHeader: z.boolean().default(false),
  footerCopyright: z.boolean().default(true),
  premiumAdvantagesCheckmark: z.boolean().default(false),
});

const regionSchema = z.object({ id: z.number().int(), name: z.string() });
const allowedValueSchema = z.strictObject({ value: z.string(), label: z.string() });

/**
 * The icons a site may choose for its fictional profiles (`fictional_icon`, spec §3): the names of
 * the icon set the original used, each drawn by web/ui/fictional-icon.tsx.
 */
export const FICTIONAL_ICONS = ['theater-masks', 'mask', 'star', 'magic', 'info-circle'] as const;
export type FictionalIconName = (typeof FICTIONAL_ICONS)[number];

/** The filters of the member search a site may offer (`search_fields`), in the order shown. */
export const SEARCH_FIELDS = ['gender', 'age', 'country', 'countryregion'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Settings of spec §3, as the page receives them. */
export const settingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  template: z.enum(['classic', 'lavish']),
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  logged_out_search: z.enum(['none', 'other']),
  logged_out_search_trafficsource: z.enum(['none', 'other']),
  niche: z.number().int().min(1).max(7),
  languages: z.array(z.enum(LOCALES)),
  fallback_language: z.enum(LOCALES),
  countries: z.array(z.string().length(2)),
  region_data: z.record(z.string(), z.array(regionSchema)),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.enum(SEARCH_FIELDS)),
  allowed_values: z.record(z.string(), z.array(allowedValueSchema)),
  fictional_icon: z.enum(FICTIONAL_ICONS),
  fictional_plural: z.string(),
  fictional_singular: z.string(),
  push_pub: z.string(),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), z.strictObject({ costs: z.number(), currency: z.string() })),
  message_credits: z.number().int().nonnegative(),
  member_resell: z.array(z.enum(['cams', 'camads'])),
  support_email: z.string(),
  email: z.string(),
  support_phone: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  company_kvk: z.string(),
  company_city: z.string(),
  company_country: z.string(),
  company_tradenames: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  company_vat_numbers: z.array(z.string()),
  delete_discount: z.number().nonnegative(),
  features: featuresSchema,
  /** Hash of each locale's messages, for GET /_i18n/{hash}/{locale}/messages.json. */
  i18n_hashes: z.record(z.string(), z.string()),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The nudity score from which a photo is flagged, unless a site sets its own (decision 027a). */
export const DEFAULT_NUDITY_THRESHOLD = 0.4;

/** One file in config/sites: the public settings plus what only the server needs. */
export const siteConfigSchema = settingsSchema
  .omit({
    push_pub: true,
    geoip_country: true,
    geoip_selected_country: true,
    i18n_hashes: true,
    features: true,
    region_data: true,
  })
  .extend({
    key: z.string().regex(/^[a-z0-9-]+$/),
    default: z.boolean().default(false),
    hosts: z.array(z.string()).min(1),
    features: featuresSchema.default(featuresSchema.parse({})),
    welcome_credits: z.number().int().nonnegative().default(0),
    /** Credits a message costs a premium member; null = the same as message_credits. */
    premium_message_credits: z.number().int().nonnegative().nullable().default(null),
    ...paymentSiteKeys,
    /**
     * The webcam partner behind the cam tiles and resell redirects; null = no tiles (issue 4).
     * 'demo' = the built-in demo partner of `npm start`, plainly marked as test mode.
     */
    cam_partner: z
      .union([
        z.strictObject({ base_url: z.string().url(), affiliate_id: z.string().min(1) }),
        z.literal('demo'),
      ])
      .nullable()
      .default(null),
    /** Uploaded photos go live at once instead of waiting for review (pending). */
    auto_approve_images: z.boolean().default(false),
    /** Members who made no choice of their own do not see photos flagged as nudity (issue 27). */
    hide_nudity_default: z.boolean().default(true),
    /**
     * 'required': a photo is shown only once the nudity model has classified it (or a moderator
     * decided); 'off': photos show before, and the flag applies once it is there (issue 27).
     */
    photo_classification: z.enum(['required', 'off']).default('required'),
    /** A photo is flagged as nudity when the model's nudity score reaches this (decision 027a). */
    nudity_threshold: z.number().min(0).max(1).default(DEFAULT_NUDITY_THRESHOLD),
  })
  .strict();
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/settings.php: the page's settings (pages get them inlined; the dev server asks). */
export const getSettings = endpoint({
  method: 'GET',
  path: '/api/settings.php',
  tag: 'settings',
  response: settingsSchema,
});
