import { z } from 'zod';

/**
 * A seller's food licence (decision 035): every food business selling on a marketplace holds an FSSAI licence or
 * registration, whose 14-digit number the marketplace shows. Its shape: the first digit says licence (1) or
 * registration (2), the next two the state (01–37), then two of the year it was issued, three of the office and six
 * of the business.
 */
export const FSSAI_KINDS = ['registration', 'state-licence', 'central-licence'] as const;
export type FssaiKind = (typeof FSSAI_KINDS)[number];
export const FSSAI_KIND_LABELS: Record<FssaiKind, string> = {
  registration: 'FSSAI registration',
  'state-licence': 'FSSAI state licence',
  'central-licence': 'FSSAI central licence',
};
/** Days an approved seller without a verified licence keeps selling after this rule began, unless configured. */
export const FSSAI_GRACE_DAYS_DEFAULT = 30;
/** Days before a licence lapses that its seller is reminded. */
export const FSSAI_REMINDER_DAYS = 30;

export const FSSAI_NUMBER_MESSAGE = 'Please enter a valid FSSAI licence number (14 digits)';

/** Why a number cannot be an FSSAI number of `kind`, or null when its shape is right. */
export function fssaiNumberProblem(number: string, kind?: FssaiKind): string | null {
  if (!/^[0-9]{14}$/.test(number)) return FSSAI_NUMBER_MESSAGE;
  const first = number[0];
  if (first !== '1' && first !== '2') return 'An FSSAI number starts with 1 (a licence) or 2 (a registration)';
  const state = Number(number.slice(1, 3));
  if (state < 1 || state > 37) return 'Digits 2 and 3 of an FSSAI number are a state code (01 to 37)';
  if (kind === 'registration' && first !== '2') return 'An FSSAI registration number starts with 2';
  if (kind && kind !== 'registration' && first !== '1') return 'An FSSAI licence number starts with 1';
  return null;
}

const dateText = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    // Date.parse takes 2030-02-30 (as 2 March): a real date survives the round trip.
    .refine((d) => {
      const time = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
    }, `${field} is not a real date`);

/**
 * The licence fields of seller registration and the profile: all three together, or none (a registration without
 * them is taken; the admin cannot approve it until they are given). The certificate is a KYC document
 * (`fssaiCertificate`).
 */
export const foodLicenceFields = {
  fssaiLicenceNumber: z
    .union([z.string().trim(), z.literal('')], { error: FSSAI_NUMBER_MESSAGE })
    .optional()
    .nullable()
    .transform((n) => (n ? n.replace(/\s+/g, '') : null)),
  fssaiLicenceKind: z
    .union([z.enum(FSSAI_KINDS), z.literal('')], {
      error: `fssaiLicenceKind must be one of: ${FSSAI_KINDS.join(', ')}`,
    })
    .optional()
    .nullable()
    .transform((k) => (k ? k : null)),
  fssaiValidUntil: z
    .union([dateText('fssaiValidUntil'), z.literal('')])
    .optional()
    .nullable()
    .transform((d) => (d ? d : null)),
};

/** Checks the three licence fields together, for the refine of the registration and profile schemas. */
export function checkFoodLicence(
  s: { fssaiLicenceNumber: string | null; fssaiLicenceKind: FssaiKind | null; fssaiValidUntil: string | null },
  ctx: z.RefinementCtx,
  today: string = new Date().toISOString().slice(0, 10),
): void {
  const given = [s.fssaiLicenceNumber, s.fssaiLicenceKind, s.fssaiValidUntil].filter((v) => v !== null).length;
  if (given === 0) return;
  if (!s.fssaiLicenceNumber)
    ctx.addIssue({ code: 'custom', path: ['fssaiLicenceNumber'], message: FSSAI_NUMBER_MESSAGE });
  if (!s.fssaiLicenceKind)
    ctx.addIssue({
      code: 'custom',
      path: ['fssaiLicenceKind'],
      message: 'Please choose the kind of FSSAI licence: registration, state-licence or central-licence',
    });
  if (!s.fssaiValidUntil)
    ctx.addIssue({
      code: 'custom',
      path: ['fssaiValidUntil'],
      message: 'Please give the date the FSSAI licence is valid until',
    });
  if (s.fssaiLicenceNumber) {
    const problem = fssaiNumberProblem(s.fssaiLicenceNumber, s.fssaiLicenceKind ?? undefined);
    if (problem) ctx.addIssue({ code: 'custom', path: ['fssaiLicenceNumber'], message: problem });
  }
  if (s.fssaiValidUntil && s.fssaiValidUntil < today)
    ctx.addIssue({
      code: 'custom',
      path: ['fssaiValidUntil'],
      message: 'This FSSAI licence has expired: give a current one',
    });
}

/**
 * Where a seller stands with its licence: `missing` (none ever given), `pending` (given or changed, not verified yet;
 * a verified licence still valid keeps counting meanwhile), `verified`, `expiring` (the verified one lapses within
 * FSSAI_REMINDER_DAYS), `lapsed` (the verified one's valid-until passed, even while a renewal waits; or, with none
 * ever verified, the given one's).
 */
export const FOOD_LICENCE_STATUSES = ['missing', 'pending', 'verified', 'expiring', 'lapsed'] as const;
export type FoodLicenceStatus = (typeof FOOD_LICENCE_STATUSES)[number];

/** The licence as the seller and the admin see it: the one last given (number, kind, valid-until), and the verified one. */
export const foodLicenceSchema = z.object({
  number: z.string().nullable(),
  kind: z.enum(FSSAI_KINDS).nullable(),
  validUntil: z.string().nullable(),
  /** Whether the certificate (a KYC document) is uploaded. */
  certificate: z.boolean(),
  /** When the licence given was verified; null while it waits. */
  verifiedAt: z.string().nullable(),
  /**
   * The last licence an admin verified, which counts until its own valid-until (the same as the one given, unless a
   * change waits); null while none ever was.
   */
  verified: z.object({ number: z.string(), kind: z.enum(FSSAI_KINDS).nullable(), validUntil: z.string() }).nullable(),
  status: z.enum(FOOD_LICENCE_STATUSES),
  /** Whether the seller's products are sold now as far as its licence goes. */
  selling: z.boolean(),
  /** For a seller approved before licences were required: until when it sells without a verified one. */
  graceEndsAt: z.string().nullable(),
});
export type FoodLicence = z.infer<typeof foodLicenceSchema>;

/** What the storefront shows of a seller (GET /api/products/:id `seller`, GET /api/sellers/:id/public). */
export const publicSellerSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  fssaiLicenceNumber: z.string().nullable(),
  address: z.object({ city: z.string(), state: z.string(), pincode: z.string() }).nullable(),
  customerCare: z.object({ phone: z.string(), email: z.string() }).nullable(),
  /** The average of its products' published reviews; null until it has any. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;

/**
 * seller.public-profile-changed: what the catalog keeps of a seller for the storefront, and whether its licence lets
 * it sell (`sellsFood`). Published on approval, licence verification, a profile save and when the sweep finds
 * `selling` changed; at start-up once for every seller never published.
 */
export const sellerPublicProfileChangedEventSchema = z.object({
  sellerId: z.string(),
  businessName: z.string(),
  sellsFood: z.boolean(),
  profile: z.object({
    /** The verified licence's number (a renewal waiting for verification is not shown yet). */
    fssaiLicenceNumber: z.string().nullable(),
    address: z.object({ city: z.string(), state: z.string(), pincode: z.string() }),
    customerCare: z.object({ phone: z.string(), email: z.string() }),
    about: z.string().nullable(),
    /** When the seller was first approved; null while it never was. */
    since: z.string().nullable(),
  }),
  /** When the seller service recorded it: the catalog keeps the latest (a redelivered older event changes nothing). */
  at: z.string().datetime({ offset: true }),
});
export type SellerPublicProfileChangedEvent = z.infer<typeof sellerPublicProfileChangedEventSchema>;

/** PATCH /api/admin/sellers/:id/fssai-licence/verify (seller.food-licence.verify). */
export const verifyFoodLicenceSchema = z.object({ id: z.string() });
export type VerifyFoodLicenceInput = z.infer<typeof verifyFoodLicenceSchema>;
export const FOOD_LICENCE_VERIFIED_MESSAGE = 'FSSAI licence verified';
export const FOOD_LICENCE_NEEDED_MESSAGE =
  'This seller has not given an FSSAI licence: its number, valid-until date and certificate are needed before approval';

/**
 * The mails of the licence sweep (job FOOD_LICENCE_MAIL_JOB on the mail queue): `expiring` FSSAI_REMINDER_DAYS
 * before a licence lapses, `lapsed` when it did (products hidden until a new one is verified), `grace-started` to a
 * seller approved before licences were required (it sells until `graceEndsAt`), `grace-ended` when that passed.
 */
export const FOOD_LICENCE_NOTICES = ['expiring', 'lapsed', 'grace-started', 'grace-ended'] as const;
export type FoodLicenceNotice = (typeof FOOD_LICENCE_NOTICES)[number];
export const FOOD_LICENCE_MAIL_JOB = 'seller-food-licence';
export const foodLicenceMailSchema = z.object({
  to: z.string(),
  ownerName: z.string(),
  businessName: z.string(),
  notice: z.enum(FOOD_LICENCE_NOTICES),
  validUntil: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
});
export type FoodLicenceMail = z.infer<typeof foodLicenceMailSchema>;
