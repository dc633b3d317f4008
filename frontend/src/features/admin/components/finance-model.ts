import {
  formatRupees,
  markPayoutFailedSchema,
  markPayoutPaidSchema,
  setCommissionSchema,
  toRupees,
  type FinanceMonth,
} from '@thindi/contracts';
import { z } from 'zod';

/** Paise as the admin reads money: ₹1,23,456.00. */
export const formatPaise = (paise: number): string => formatRupees(toRupees(paise));

/** The finance service keeps its months in India's time, so "this month" is the month in Kolkata. */
export const currentMonth = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);

const NO_FIGURES = {
  commissionPaise: 0,
  gstOnCommissionPaise: 0,
  tcsPaise: 0,
  tdsPaise: 0,
  grossPaise: 0,
  promotionPaise: 0,
};
/** A month's row, or zeros when nothing was settled in it yet. */
export const monthFigures = (months: FinanceMonth[], month: string): Omit<FinanceMonth, 'month'> =>
  months.find((m) => m.month === month) ?? NO_FIGURES;

/** '2026-11' → 'Nov 2026'. */
export const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const utrFormSchema = markPayoutPaidSchema.pick({ utr: true });
export type UtrFields = z.input<typeof utrFormSchema>;
export const failureFormSchema = markPayoutFailedSchema.pick({ reason: true });
export type FailureFields = z.input<typeof failureFormSchema>;

/** What the admin types: the rate as text and the date empty for today. */
export interface CommissionFields {
  category: string;
  ratePercent: string;
  validFrom: string;
}

/** The typed fields through the contract's own rules, so the form refuses what the server would. */
export const commissionFormSchema = z
  .object({ category: z.string(), ratePercent: z.string(), validFrom: z.string() })
  .transform((fields): z.input<typeof setCommissionSchema> => ({
    category: fields.category,
    // An empty box is no number at all, not 0%.
    ratePercent: fields.ratePercent.trim() === '' ? Number.NaN : Number(fields.ratePercent),
    ...(fields.validFrom ? { validFrom: fields.validFrom } : {}),
  }))
  .pipe(setCommissionSchema);
