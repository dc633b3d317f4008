import { cx } from '@/lib/cx';

export const DASHBOARD_TABS = ['Overview', 'Products', 'Orders', 'Profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function DashboardTabs({ active, onSelect }: { active: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  return (
    <div role="tablist" aria-label="Seller dashboard" className="flex gap-1 border-b border-stone-200">
      {DASHBOARD_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          onClick={() => onSelect(tab)}
          className={cx(
            '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
            tab === active
              ? 'border-amber-700 text-amber-800'
              : 'border-transparent text-stone-600 hover:text-amber-800',
          )}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
