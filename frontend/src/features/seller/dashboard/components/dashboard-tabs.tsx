import { TabBar } from '@/components/ui/tab-bar';

export const DASHBOARD_TABS = [
  'Overview',
  'Products',
  'Orders',
  'Problems reported',
  'Profile',
  'Earnings',
  'Reviews',
  'Coupons',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function DashboardTabs({ active, onSelect }: { active: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  return <TabBar tabs={DASHBOARD_TABS} active={active} onSelect={onSelect} label="Seller dashboard" />;
}
