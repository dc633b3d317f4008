export const CATEGORIES = ['savory', 'sweet', 'spicy', 'traditional'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_FILTERS = ['all', ...CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/**
 * In the order a part moves through them: an order's status is its least advanced live part (order-status.ts), so
 * 'returned' comes after 'delivered' (one part delivered and one returned is a delivered order).
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The moves a seller may make: forward to delivered, and a delivered part back as returned. */
export const SELLER_SETTABLE_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered', 'returned'] as const;
export const CUSTOMER_CANCELLABLE_STATUSES = ['pending', 'confirmed'] as const;

export const PAYMENT_METHODS = ['cod', 'card', 'upi', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const BUSINESS_TYPES = ['individual', 'company', 'partnership'] as const;

/** Six digits, the first not zero. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** An optional plus sign, a non-zero digit, then up to 15 more digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const MIN_PASSWORD_LENGTH = 8;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const MAX_PRODUCT_IMAGES = 5;

export const SIMILAR_PRODUCTS_LIMIT = 8;
export const ORDER_CARD_ITEMS = 4;
export const RECENT_PRODUCTS_LIMIT = 6;
export const ADMIN_RECENT_ORDERS_LIMIT = 5;
export const CUSTOMER_ORDERS_REFRESH_MS = 15_000;
export const SELLER_STATS_REFRESH_MS = 60_000;

/** Until when the demo sellers' FSSAI state licences are valid (decision 035). */
export const DEMO_FSSAI_VALID_UNTIL = '2028-03-31';
/**
 * The verified demo sellers the demo catalogue belongs to; ids are fixed so every service agrees on them. They
 * have no account; the seller service answers their shipping profiles from here (they ship from their pincode)
 * and their GSTINs (registered in their own states). Each holds an FSSAI state licence (state codes 33 Tamil Nadu,
 * 32 Kerala, 29 Karnataka).
 */
export const DEMO_SELLERS = [
  {
    id: '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a01',
    businessName: 'Amma Sweets & Snacks',
    city: 'Madurai',
    pincode: '625001',
    state: 'Tamil Nadu',
    street: '12 West Masi Street',
    gstin: '33AMSPS1234A1ZB',
    fssaiLicenceNumber: '13324001000451',
    about:
      'A family kitchen near the Meenakshi temple making murukku, adhirasam and coconut barfi the Madurai way since 1987.',
  },
  {
    id: '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a02',
    businessName: 'Malabar Spice House',
    city: 'Kozhikode',
    pincode: '673001',
    state: 'Kerala',
    street: '4 SM Street',
    gstin: '32MSHPK5678B1ZI',
    fssaiLicenceNumber: '13223002000218',
    about: 'Banana chips fried in coconut oil, halwa and pickles from a Kozhikode shop on Sweet Meat Street.',
  },
  {
    id: '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a03',
    businessName: 'Mysuru Mithai Mane',
    city: 'Mysuru',
    pincode: '570001',
    state: 'Karnataka',
    street: '21 Sayyaji Rao Road',
    gstin: '29MMMPM9012C1ZO',
    fssaiLicenceNumber: '12923003000736',
    about: 'Mysore pak, chiroti and nippattu made with ghee and care by a Mysuru sweet house of three generations.',
  },
] as const;

/** A demo seller's e-mail, on the reserved `example.in` domain: 'Amma Sweets & Snacks' → amma-sweets-snacks@example.in. */
export const demoSellerEmail = (businessName: string): string =>
  `${businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}@example.in`;

/** Most lines an order (and so a cart) holds, and most units of one product a line holds. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
/** A cart holds one order's worth of lines. */
export const MAX_CART_LINES = MAX_ORDER_LINES;
