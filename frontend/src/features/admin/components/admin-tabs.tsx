import { TabBar } from '@/components/ui/tab-bar';

export const ADMIN_TABS = ['Overview', 'Sellers', 'Users', 'Products', 'Orders', 'Search'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The admin dashboard's five tabs (spec section 2), and Search, where the search synonyms are kept. */
export function AdminTabs({ active, onSelect }: { active: AdminTab; onSelect: (tab: AdminTab) => void }) {
  return <TabBar tabs={ADMIN_TABS} active={active} onSelect={onSelect} label="Admin dashboard" idPrefix="admin-tab" />;
}
