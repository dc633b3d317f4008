import { cx } from '@/lib/cx';

export const ADMIN_TABS = ['Overview', 'Sellers', 'Users', 'Products', 'Orders'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The dashboard's five tabs; on a phone the row scrolls sideways instead of widening the page. */
export function AdminTabs({ active, onSelect }: { active: AdminTab; onSelect: (tab: AdminTab) => void }) {
  return (
    <div role="tablist" aria-label="Admin dashboard" className="flex gap-1 overflow-x-auto border-b border-stone-200">
      {ADMIN_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`admin-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls="admin-tabpanel"
          onClick={() => onSelect(tab)}
          className={cx(
            '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold',
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
