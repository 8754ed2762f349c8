import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, type S3Settings, type StorageTarget } from './storage/create-storage';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** The owner role that runs migrations and grants DATABASE_URL's role its rights (decision 022c). */
  DATABASE_OWNER_URL: z.url().optional(),
  /** A read replica for search, member pages and likes; unset = everything on DATABASE_URL. */
  DATABASE_READ_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  /** Unset: the demo provider outside production; production refuses to start without one. */
  PAYMENT_PROVIDER: z.enum(['demo', 'mollie']).optional(),
  /**
   * Allows the demo provider (members pay their own orders, no money moves) in production: for a
   * staging site only. Logged as a warning at every start; checkout pages then say so.
   */
  DEMO_PAYMENTS: z.enum(['0', '1']).default('0'),
  MOLLIE_API_KEY: z.string().optional(),
  /** Mollie's API base; tests and staging point it at a Mollie-protocol server. */
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset means neither: `npm start` on a fresh machine is a local demo, not production. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  /**
   * Serve the development mail outbox at /dev/mail (to this machine only). Default: on outside
   * production while mail goes to the outbox (no SMTP_URL); never allowed in production.
   */
  DEV_MAIL: z.enum(['0', '1']).optional(),
  /**
   * Accept and send web pushes to plain-http endpoints on loopback too (never private or
   * link-local ones, decision 022f): only the local push service of the benchmark (`npm run
   * bench -- push`) and the e2e run; never allowed in production.
   */
  PUSH_INSECURE_ENDPOINTS: z.enum(['0', '1']).default('0'),
  /**
   * A folder of further site files loaded besides config/sites: the e2e run's test site with the
   * feature flags the demo sites leave at their defaults (e2e/sites). Never in production.
   */
  TEST_SITES_DIR: z.string().optional(),
  /** Seed demo data into an empty database (on by default so `npm start` shows a living site). */
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  PHOTO_CLASSIFIER: z.enum(['0', '1']).default('1'),
  /** Proxies whose X-Forwarded-* headers are believed (client IP for rate limits, https). */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * The country header a CDN in front sets (cf-ipcountry, cloudfront-viewer-country): evidence of
   * the payment country for prices and VAT, believed only on requests forwarded by a TRUST_PROXY
   * proxy. Unset: no header is believed and every price is the site's first country's.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'a header name')
    .transform((h) => h.toLowerCase())
    .optional(),
  /** Serve the API description (/api/docs) and the web app's source maps; default: development only. */
  PUBLIC_DOCS: z.enum(['0', '1']).optional(),
  /** Opens /metrics to a scraper outside loopback/private addresses (Authorization: Bearer …). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Where photos live: unset = <DATA_DIR>/uploads, file:///dir, or s3://bucket/prefix. */
  STORAGE_URL: z.string().optional(),
  /** For s3:// storage on an S3-compatible service; the SDK's usual variables. */
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  AWS_ENDPOINT_URL: z.url().optional(),
  AWS_REGION: z.string().default('us-east-1'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseOwnerUrl: string | undefined;
  databaseReadUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  paymentProvider: 'demo' | 'mollie';
  /** DEMO_PAYMENTS=1: the demo provider on purpose where production rules apply (staging). */
  demoPaymentsSwitch: boolean;
  mollieApiKey: string | undefined;
  mollieApiUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  isDev: boolean;
  /** NODE_ENV=production or an https PUBLIC_URL: a deployment real people reach. */
  isProduction: boolean;
  /** Whether /dev/mail is served (see DEV_MAIL). */
  devMail: boolean;
  /** See PUSH_INSECURE_ENDPOINTS. */
  pushInsecureEndpoints: boolean;
  seedDemo: boolean;
  /** This process runs the nudity model and the photo classification job (PHOTO_CLASSIFIER). */
  photoClassifier: boolean;
  /** See TEST_SITES_DIR. */
  testSitesDir: string | undefined;
  trustProxy: string;
  countryHeader: string | undefined;
  publicDocs: boolean;
  metricsToken: string | undefined;
  storage: StorageTarget;
  s3: S3Settings;
};

/** Reads the environment once; fails listing every bad variable rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production' || e.PUBLIC_URL?.startsWith('https:') === true;
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'demo';
  if (paymentProvider === 'mollie' && !e.MOLLIE_API_KEY) {
    problems.push('MOLLIE_API_KEY: required when PAYMENT_PROVIDER=mollie');
  }
  // The demo provider lets a member pay their own order: in production it would give credits away.
  if (isProduction && paymentProvider === 'demo' && e.DEMO_PAYMENTS !== '1') {
    problems.push(
      'PAYMENT_PROVIDER: required in production (NODE_ENV=production or an https PUBLIC_URL): ' +
        'set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY (only a staging site that wants the demo ' +
        'checkout, where members pay their own orders and no money moves, sets DEMO_PAYMENTS=1)',
    );
  }
  if (e.DEMO_PAYMENTS === '1' && paymentProvider !== 'demo') {
    problems.push('DEMO_PAYMENTS: only with PAYMENT_PROVIDER=demo');
  }
  // In production the outbox would hold live activation tokens nobody can receive.
  if (isProduction && !e.SMTP_URL) {
    problems.push('SMTP_URL: required in production (NODE_ENV=production or an https PUBLIC_URL)');
  }
  if (isProduction && e.PUSH_INSECURE_ENDPOINTS === '1') {
    problems.push('PUSH_INSECURE_ENDPOINTS: pushes go to https push services only in production');
  }
  if (isProduction && e.DEV_MAIL === '1') {
    problems.push('DEV_MAIL: the development mail outbox is never served in production');
  }
  if (isProduction && e.TEST_SITES_DIR) {
    problems.push('TEST_SITES_DIR: test sites are never served in production');
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    problems.push(
      "DATABASE_OWNER_URL: needs DATABASE_URL, the app's own role (unset both for the embedded database)",
    );
  }
  let storage: StorageTarget = { kind: 'file', dir: '' };
  try {
    storage = parseStorageUrl(e.STORAGE_URL, path.resolve(e.DATA_DIR));
  } catch (err) {
    problems.push(`STORAGE_URL: ${(err as Error).message}`);
  }
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    paymentProvider,
    demoPaymentsSwitch: e.DEMO_PAYMENTS === '1',
    mollieApiKey: e.MOLLIE_API_KEY,
    mollieApiUrl: e.MOLLIE_API_URL,
    logLevel: e.LOG_LEVEL,
    isDev: e.NODE_ENV === 'development',
    isProduction,
    devMail: e.DEV_MAIL === undefined ? !isProduction && !e.SMTP_URL : e.DEV_MAIL === '1',
    pushInsecureEndpoints: e.PUSH_INSECURE_ENDPOINTS === '1',
    seedDemo: e.SEED_DEMO === '1',
    photoClassifier: e.PHOTO_CLASSIFIER === '1',
    testSitesDir: e.TEST_SITES_DIR ? path.resolve(e.TEST_SITES_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER,
    publicDocs: e.PUBLIC_DOCS ? e.PUBLIC_DOCS === '1' : e.NODE_ENV === 'development',
    metricsToken: e.METRICS_TOKEN,
    storage,
    s3: { endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL, region: e.AWS_REGION },
  };
}
