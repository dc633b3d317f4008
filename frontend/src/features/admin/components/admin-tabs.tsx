import { TabBar } from '@/components/ui/tab-bar';

export const ADMIN_TABS = [
  'Overview',
  'Sellers',
  'Users',
  'Products',
  'Orders',
  'Reviews',
  'Support',
  'Search',
  'Finance',
  'Refunds',
  'Coupons',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The admin dashboard's first five tabs (Overview, Sellers, Users, Products, Orders), Reviews, where reported reviews and shoppers' photos wait for a
 * decision, Support, where shoppers' tickets wait for the grievance officer, Search, where the search synonyms are kept, Finance, where commission, taxes collected and sellers'
 * payouts are, Refunds, where money owed back to shoppers is paid, and Coupons, where the platform's coupons are made and every coupon can be paused or ended.
 */
export function AdminTabs({ active, onSelect }: { active: AdminTab; onSelect: (tab: AdminTab) => void }) {
  return <TabBar tabs={ADMIN_TABS} active={active} onSelect={onSelect} label="Admin dashboard" idPrefix="admin-tab" />;
}
