import { formatRupees, RECENT_ORDERS_LIMIT, type AdminStats, type Order } from '@thindi/contracts';
import Clock from 'lucide-react/icons/clock';
import { Button } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import type { AdminOverview } from '../hooks/use-admin-overview';
import { DeadLettersCard } from './dead-letters-card';
import { RecentAdminActivity } from './recent-admin-activity';

/** An unknown figure (its service did not answer) reads '—'. */
const figure = (value: number | null) => (value === null ? '—' : String(value));

function StatCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-amber-100 bg-white p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-stone-500">{note}</p> : null}
    </div>
  );
}

/** The catalog's food-facts figures (decision 035), once it sends them. */
type FoodFactsFigures = { productsWithoutFacts?: number | null; productsHeldForFacts?: number | null };

/** Products lacking their required food facts: on sale for their grace period, or held once it ended. */
function FoodFactsCard({ stats }: { stats: FoodFactsFigures }) {
  const { productsWithoutFacts: onGrace, productsHeldForFacts: held } = stats;
  if (typeof onGrace !== 'number' && typeof held !== 'number') return null;
  return (
    <StatCard
      label="Products without food facts"
      value={String((onGrace ?? 0) + (held ?? 0))}
      note={`${onGrace ?? 0} on grace · ${held ?? 0} held from sale`}
    />
  );
}

function StatCards({ stats }: { stats: AdminStats & FoodFactsFigures }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Users" value={figure(stats.totalUsers)} note="" />
      <StatCard
        label="Total Sellers"
        value={figure(stats.totalSellers)}
        note={`${figure(stats.pendingSellers)} pending approval`}
      />
      <StatCard
        label="Total Products"
        value={figure(stats.totalProducts)}
        note={`${figure(stats.activeProducts)} active`}
      />
      <StatCard
        label="Total Revenue"
        value={stats.totalRevenue === null ? '—' : formatRupees(stats.totalRevenue)}
        note={`${figure(stats.totalOrders)} orders`}
      />
      <FoodFactsCard stats={stats} />
    </div>
  );
}

function PendingBanner({ count, onReview }: { count: number; onReview: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-yellow-200 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 font-semibold text-yellow-900">
        <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
        {`${count} seller(s) waiting for approval`}
      </p>
      <Button onClick={onReview}>Review Now</Button>
    </div>
  );
}

function RecentOrders({ orders }: { orders: Order[] }) {
  return (
    <section
      aria-labelledby="admin-recent-orders"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="admin-recent-orders" className="font-display text-xl font-bold text-stone-900">
        Recent Orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-stone-600">No recent orders</p>
      ) : (
        <ul aria-label="Recent Orders" className="divide-y divide-stone-100">
          {orders.slice(0, RECENT_ORDERS_LIMIT).map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">#{order.orderNumber}</span>
                <span className="block text-stone-600">{`${order.userId.firstName} ${order.userId.lastName}`}</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-semibold">{formatRupees(order.totalAmount)}</span>
                <OrderStatusBadge status={order.orderStatus} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The figures, the pending-sellers banner, the last five orders and the last admin actions (docs/product.md, Administration > Sign-in and the dashboard). */
export function AdminOverviewTab({
  overview,
  onReviewSellers,
}: {
  overview: AdminOverview;
  onReviewSellers: () => void;
}) {
  const { stats, activity, activityFailed } = overview;
  if (!stats) return null;
  const pending = stats.pendingSellers ?? 0;
  return (
    <div className="space-y-6">
      <StatCards stats={stats} />
      <DeadLettersCard count={stats.deadLetters} />
      {stats.unavailable.length > 0 ? (
        <p className="text-xs text-stone-500">{`Some figures are unavailable right now: ${stats.unavailable.join(', ')}`}</p>
      ) : null}
      {pending > 0 ? <PendingBanner count={pending} onReview={onReviewSellers} /> : null}
      <RecentOrders orders={stats.recentOrders ?? []} />
      <RecentAdminActivity entries={activity} failed={activityFailed} />
    </div>
  );
}
