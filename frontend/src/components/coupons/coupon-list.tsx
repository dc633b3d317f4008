import type { UseMutationResult } from '@tanstack/react-query';
import {
  COUPON_STATE_LABELS,
  couponTerms,
  formatRupees,
  type Coupon,
  type CouponMove,
  type CouponMoveInput,
} from '@thindi/contracts';
import { useState } from 'react';
import { indiaDateTime } from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';

const cell = 'px-3 py-2 align-top';

/** Whose coupon it is, as the admin reads it: the platform's or the seller's (by name). */
export const couponOwner = (coupon: Pick<Coupon, 'funder' | 'sellerName'>): string =>
  coupon.funder === 'platform' ? 'Platform' : (coupon.sellerName ?? 'Seller');

/** The moves a coupon takes now: pause while it is live or scheduled, resume while paused, end until it is over. */
export function couponMoves(coupon: Pick<Coupon, 'state'>): CouponMove[] {
  const moves: CouponMove[] = [];
  if (coupon.state === 'live' || coupon.state === 'scheduled') moves.push('pause');
  if (coupon.state === 'paused') moves.push('resume');
  if (coupon.state !== 'ended' && coupon.state !== 'expired') moves.push('end');
  return moves;
}

const MOVE_LABELS: Record<CouponMove, string> = { pause: 'Pause', resume: 'Resume', end: 'End' };
const MOVE_FALLBACKS: Record<CouponMove, string> = {
  pause: 'The coupon could not be paused',
  resume: 'The coupon could not be resumed',
  end: 'The coupon could not be ended',
};

export const usedText = (coupon: Pick<Coupon, 'used' | 'usageLimit'>): string =>
  `${coupon.used} / ${coupon.usageLimit ?? 'no limit'}`;

/** What the coupon did: '3 orders, ₹150.00 off, ₹2,400.00 sold' (its figures may be absent from an older service). */
export const figuresText = (coupon: Pick<Coupon, 'figures'>, rupees: (amount: number) => string): string => {
  const f = coupon.figures ?? { orders: 0, discount: 0, revenue: 0 };
  return `${f.orders} ${f.orders === 1 ? 'order' : 'orders'}, ${rupees(f.discount)} off, ${rupees(f.revenue)} sold`;
};

interface CouponListProps<TData, TError, TContext> {
  /** The table's accessible name. */
  label: string;
  coupons: readonly Coupon[];
  /** The admin's list says whose each coupon is (the platform's or a seller's). */
  showOwner?: boolean;
  /** Pauses, resumes or ends a coupon (the admin's call or the seller's); its refusal is shown above the table. */
  move: UseMutationResult<TData, TError, CouponMoveInput, TContext>;
  empty: string;
}

function CouponRow({
  coupon,
  showOwner,
  busy,
  onMove,
}: {
  coupon: Coupon;
  showOwner: boolean;
  busy: boolean;
  onMove: (move: CouponMove) => void;
}) {
  return (
    <tr className="border-t border-stone-100">
      <td className={`${cell} whitespace-nowrap font-mono font-semibold`}>{coupon.code}</td>
      <td className={cell}>{couponTerms(coupon, formatRupees)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {coupon.minSubtotal > 0 ? formatRupees(coupon.minSubtotal) : 'None'}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{indiaDateTime(coupon.startsAt)}</td>
      <td className={`${cell} whitespace-nowrap`}>{indiaDateTime(coupon.endsAt)}</td>
      <td className={`${cell} whitespace-nowrap`}>{usedText(coupon)}</td>
      <td className={`${cell} whitespace-nowrap`}>{figuresText(coupon, formatRupees)}</td>
      <td className={`${cell} whitespace-nowrap`}>{COUPON_STATE_LABELS[coupon.state]}</td>
      {showOwner ? <td className={cell}>{couponOwner(coupon)}</td> : null}
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          {couponMoves(coupon).map((move) => (
            <Button
              key={move}
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`${MOVE_LABELS[move]} ${coupon.code}`}
              onClick={() => onMove(move)}
            >
              {MOVE_LABELS[move]}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/**
 * Coupons in a table: code, terms, the minimum, when it starts and ends (India's time), uses against the limit, where
 * it stands, whose it is (the admin's list) and its moves. Pause and Resume act at once; End asks first, as an ended
 * coupon cannot come back.
 */
export function CouponList<TData, TError, TContext>({
  label,
  coupons,
  showOwner = false,
  move,
  empty,
}: CouponListProps<TData, TError, TContext>) {
  const [ending, setEnding] = useState<Coupon | null>(null);
  const moving = move.isPending ? move.variables : undefined;
  const failed = move.isError && move.variables ? move.variables : null;
  const run = (coupon: Coupon, next: CouponMove) => {
    if (next === 'end') {
      move.reset();
      setEnding(coupon);
      return;
    }
    move.mutate({ id: coupon.id, move: next });
  };
  const columns = [
    'Code',
    'Terms',
    'Minimum',
    'Starts',
    'Ends',
    'Used',
    'Orders, discount, sales',
    'State',
    ...(showOwner ? ['Whose'] : []),
    'Actions',
  ];
  return (
    <div className="space-y-3">
      {!ending && failed ? <FormAlert message={errorMessage(move.error, MOVE_FALLBACKS[failed.move])} /> : null}
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {coupons.length === 0 ? (
          <p className="px-4 py-8 text-center text-stone-600">{empty}</p>
        ) : (
          <DataTable
            label={label}
            columns={columns}
            rows={coupons.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                showOwner={showOwner}
                busy={moving?.id === coupon.id}
                onMove={(next) => run(coupon, next)}
              />
            ))}
          />
        )}
      </div>
      {ending ? (
        <ConfirmDialog
          title={`End ${ending.code}`}
          confirmLabel="End coupon"
          busyLabel="Ending..."
          busy={move.isPending}
          error={move.isError ? errorMessage(move.error, MOVE_FALLBACKS.end) : null}
          onConfirm={() => move.mutate({ id: ending.id, move: 'end' }, { onSuccess: () => setEnding(null) })}
          onClose={() => {
            move.reset();
            setEnding(null);
          }}
        >
          {`Shoppers can no longer use ${ending.code} once it ends, and it cannot be resumed. Its code may then be used for a new coupon.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
