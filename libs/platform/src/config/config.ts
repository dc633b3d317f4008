import { DEFAULT_TRANSIT_DAYS, parseGstin, parseTransitDays } from '@thindi/india';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** Zone transit days such as 'A:1-2,B:2-3,C:2-4,D:4-6,E:6-9'; a zone left out keeps its default. */
const transitDays = z
  .string()
  .transform((text, ctx) => {
    try {
      return parseTransitDays(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `is not valid: ${(err as Error).message}` });
      return z.NEVER;
    }
  })
  .default(DEFAULT_TRANSIT_DAYS);

const isCalendarDate = (day: string) => {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  // Date.parse rolls 2026-02-30 over to March: the day must come back as written.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

/** Extra non-working days for delivery estimates, 'YYYY-MM-DD' separated by commas. */
const holidays = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((day) => day.trim())
      .filter(Boolean),
  )
  .refine((days) => days.every(isCalendarDate), 'must be dates such as 2026-11-01, separated by commas')
  .default([]);

/** A host name, an IPv4 address or an IPv6 address (bracketed or not), without a port. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[?[0-9a-f.]*:[0-9a-f.]*:[0-9a-f:.]*\]?)$/i;

/** Host names separated by commas, kept in lower case and without IPv6 brackets. */
const allowedHosts = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.every((host) => HOST_NAME.test(host)),
    'must be host names without ports, separated by commas',
  )
  .transform((hosts) => hosts.map((host) => host.replace(/^\[|\]$/g, '')))
  .default(['localhost', '127.0.0.1']);

// Spaces, hyphens and brackets are how a number is grouped when written ('+91 80 4567 8900', '(080) 4567-8900').
const PHONE_SEPARATORS = /[\s()-]/g;
/** A mobile (10 digits from 6 to 9, +91 or 0 optional) or a landline: +91 or 0, then STD code and number, 10 digits. */
const INDIAN_PHONE = /^(?:(?:\+91|0)?[6-9]\d{9}|(?:\+91|0)[1-9]\d{9})$/;

/** An Indian phone number kept as written, for people to read and dial. */
const indianPhone = z
  .string()
  .trim()
  .refine(
    (phone) => INDIAN_PHONE.test(phone.replace(PHONE_SEPARATORS, '')),
    'must be an Indian phone number: a mobile such as +91 98450 12345 or a landline with its STD code such as +91 80 4567 8900',
  );

/** A name or title people read on the site: trimmed, never blank. */
const label = (max: number) =>
  z.string().trim().min(1, 'must not be blank').max(max, `must be at most ${max} characters`);

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require the site to name. Standalone runs show
 * these demo values; a distributed deployment is a real shop and must name its own.
 */
const DEMO_GRIEVANCE_OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
};

/** Every variable the apps read. Each app validates the whole environment once at start. */
export const configSchema = z
  .object({
    MODE: z.enum(['standalone', 'distributed']).default('standalone'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /**
     * The process's own port for `GET /metrics` (Prometheus), `/health/live` and `/health/ready`, apart from the
     * public PORT and never routed through the gateway or ingress; unset: no such server.
     */
    METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
    /** Behind a reverse proxy or ingress: trust its X-Forwarded-* headers (client address for rate limits). */
    TRUST_PROXY: bool.default(false),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `pretty`: one readable line per entry (the standalone default); `json`: one JSON object per line, for log
     * collectors and for tests that read the lines. Distributed processes always write JSON.
     */
    LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().default('Thindi <no-reply@thindi.local>'),
    NATS_URL: url(['nats:', 'tls:']).optional(),
    /** Prefixes every subject, stream and consumer: lets several deployments or test runs share one NATS. */
    NATS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]*$/i, 'may hold letters, digits, - and _ only')
      .default(''),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: url(['redis:', 'rediss:']).optional(),
    S3_ENDPOINT: url(['http:', 'https:']).optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_BUCKET: z.string().default('thindi'),
    S3_REGION: z.string().default('us-east-1'),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * A connection that sends nothing for this long (headers or body) is closed. A slow upload that keeps sending
     * is never cut; an answer being worked on counts as silence too, hence longer than REQUEST_TIMEOUT_MS.
     */
    SOCKET_IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /** A request's headers must all arrive within this long of its first byte, however steadily they trickle. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /** How long one attempt of a query waits before it is sent again (another replica answers a retry). */
    QUERY_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(1500),
    /** How long the admin figures wait for each service; a slower one shows as unknown. */
    ADMIN_STATS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1500),
    /**
     * Sign-in and one-time-code attempts allowed per minute from one address, and for one e-mail from one address
     * (then 429); past the e-mail's limit from all addresses together, each attempt waits longer instead.
     */
    RATE_LIMIT_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    RATE_LIMIT_EMAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Images and files one account may upload per window (each image of a form counts), and the window. */
    RATE_LIMIT_UPLOADS: z.coerce.number().int().min(1).max(100_000).default(30),
    RATE_LIMIT_UPLOADS_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    /** How long a stock reservation stays held without its order being confirmed before the sweeper frees it. */
    RESERVATION_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** How often the catalog looks for expired reservations. */
    RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Days a product without its required food facts stays on sale from its first save (decision 035). */
    FOOD_FACTS_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** How often the catalog holds products whose food-facts grace ended. */
    FOOD_FACTS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** Days a seller approved before FSSAI licences were required keeps selling without a verified one (decision 035). */
    FSSAI_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** After how many days a seller registration whose e-mail is still unproven is removed with its documents. */
    SELLER_UNPROVEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /** Working days in transit per delivery zone (A same district … E north-east and the islands). */
    DELIVERY_TRANSIT_DAYS: transitDays,
    /** Days no parcel moves besides Sundays and the national holidays (regional holidays, strikes). */
    DELIVERY_HOLIDAYS: holidays,
    /** Days after delivery a shopper may return a part; then its seller's amount becomes payable. */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    /** Days after delivery a shopper may report a problem with a delivered part (damaged, wrong item, …). */
    ISSUE_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    /** How often the order service escalates unanswered tickets and settles offers the shopper left unanswered. */
    ISSUE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** The share of its shelf life food must still have on a part's latest delivery date for it to ship (decision 035). */
    MIN_SHELF_LIFE_AT_DELIVERY_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
    /**
     * Days after delivery the shopper is asked by mail to review what they received (0: at the next sweep), once
     * per delivered part, when their order e-mails are on and they have not reviewed it yet.
     */
    REVIEW_REQUEST_DELAY_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    /** How often the order service looks for delivered parts due a review request. */
    REVIEW_REQUEST_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** The platform's UPI address that shoppers pay (the demo default receives nothing: set your own). */
    UPI_VPA: z
      .string()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'must be a UPI address such as thindi@upi')
      .default('thindi@upi'),
    /** The payee name a UPI app shows beside the VPA. */
    UPI_PAYEE_NAME: z.string().trim().min(1).max(60).default('Thindi'),
    /** Hours a UPI order may stay unpaid before it is cancelled and its stock released (fractions allowed). */
    UNPAID_ORDER_TIMEOUT_HOURS: z.coerce.number().positive('must be more than 0').max(720).default(24),
    /** How often the order service looks for unpaid UPI orders past their time. */
    UNPAID_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Who marks a UPI payment received: the admin only, or also the seller of a one-seller order. */
    PAYMENT_CONFIRMED_BY: z.enum(['admin', 'seller'], { error: 'must be admin or seller' }).default('admin'),
    /** The weekday sellers are paid on (0 Sunday … 6 Saturday), at 10:00 in India. */
    PAYOUT_WEEKDAY: z.coerce.number().int().min(0).max(6).default(1),
    /** How often the finance service looks for parts whose return window passed and for a payout run that is due. */
    FINANCE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** The marketplace as the supplier of the delivery service (decision 017): its legal name, GSTIN and address. */
    PLATFORM_LEGAL_NAME: z.string().min(1).default('Thindi Marketplace Private Limited'),
    PLATFORM_GSTIN: z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a GSTIN such as 29AAICT4321K1Z2')
      .refine((gstin) => parseGstin(gstin) !== null, 'must be a GSTIN whose state code and check character are right')
      .default('29AAICT4321K1Z2'),
    PLATFORM_ADDRESS: z.string().min(1).default('4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034'),
    /**
     * The version of the Terms of Service and the Returns & Refunds policy in force. A shopper agrees to it at
     * checkout; an order agreeing to another version is refused, so change it whenever either text changes.
     */
    POLICY_VERSION: label(40).default('2026-12-01'),
    /** The grievance officer's name, designation, e-mail and phone, shown on every page (demo values standalone). */
    GRIEVANCE_OFFICER_NAME: label(100).optional(),
    GRIEVANCE_OFFICER_DESIGNATION: label(100).optional(),
    GRIEVANCE_OFFICER_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    GRIEVANCE_OFFICER_PHONE: indianPhone.optional(),
    CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    STATIC_DIR: z.string().optional(),
    /**
     * The address shoppers reach the site at (`https://thindi.in`), for absolute links (pages, sitemap, robots.txt,
     * mail); required in distributed mode. Unset: the request's host when ALLOWED_HOSTS names it.
     */
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    /**
     * Without PUBLIC_URL, the hosts whose Host header absolute links may name (with the request's port); a request
     * for any other host gets none, so no client can write its own host into what others are served.
     */
    ALLOWED_HOSTS: allowedHosts,
  })
  .superRefine((c, ctx) => {
    if (c.SOCKET_IDLE_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS) {
      const message = `must be longer than REQUEST_TIMEOUT_MS (${c.REQUEST_TIMEOUT_MS}): an answer still being worked on would lose its connection`;
      ctx.addIssue({ code: 'custom', path: ['SOCKET_IDLE_TIMEOUT_MS'], message });
    }
    if (c.MODE !== 'distributed') return;
    const required = [
      'NATS_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_DESIGNATION',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_PHONE',
    ] as const;
    for (const key of required) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in distributed mode' });
    }
  })
  .transform((c) => ({
    ...c,
    // Distributed mode has all four (superRefine), so the demo values only ever fill a standalone run.
    GRIEVANCE_OFFICER_NAME: c.GRIEVANCE_OFFICER_NAME ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_NAME,
    GRIEVANCE_OFFICER_DESIGNATION:
      c.GRIEVANCE_OFFICER_DESIGNATION ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_DESIGNATION,
    GRIEVANCE_OFFICER_EMAIL: c.GRIEVANCE_OFFICER_EMAIL ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL,
    GRIEVANCE_OFFICER_PHONE: c.GRIEVANCE_OFFICER_PHONE ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_PHONE,
    LOG_FORMAT: c.MODE === 'distributed' ? ('json' as const) : (c.LOG_FORMAT ?? ('pretty' as const)),
  }));

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws one error listing every bad variable. Empty strings count as unset. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<string, string>> = {},
): AppConfig {
  const source = Object.fromEntries(
    Object.entries({ ...env, ...overrides }).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`));
  }
  return parsed.data;
}
