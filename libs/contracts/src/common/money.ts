/** Money travels as rupees with two decimals and is stored as integer paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;
/** The largest amount any money field takes, rupees. */
export const MAX_RUPEES = 10_000_000;
/** Whether an amount in rupees has at most two decimals (whole paise). */
export const twoDecimals = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** ₹1,23,456.00: Indian digit grouping, two decimals. */
export const formatRupees = (rupees: number): string => inr.format(rupees);
/** ₹1,23,456: whole rupees, as checkout totals are shown. */
export const formatRupeesWhole = (rupees: number): string => inrWhole.format(Math.round(rupees));

/** Discount percent = rounded (originalPrice - price) / originalPrice, or null without a higher original price. */
export const discountPercent = (price: number, originalPrice?: number | null): number | null =>
  originalPrice && originalPrice > price ? Math.round(((originalPrice - price) / originalPrice) * 100) : null;
