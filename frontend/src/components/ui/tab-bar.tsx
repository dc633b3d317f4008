import { cx } from '@/lib/cx';

interface TabBarProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onSelect: (tab: T) => void;
  /** Names the tab list for screen readers, e.g. 'Admin dashboard'. */
  label: string;
  /** When set, each tab gets the id `${idPrefix}-${tab}` and controls `${idPrefix}-panel`. */
  idPrefix?: string;
}

/** A dashboard's row of tabs; on a phone the tabs wrap onto a second line, so every tab stays in reach. */
export function TabBar<T extends string>({ tabs, active, onSelect, label, idPrefix }: TabBarProps<T>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-1 border-b border-stone-200 sm:flex-nowrap sm:overflow-x-auto"
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-${tab}` : undefined}
          aria-selected={tab === active}
          aria-controls={idPrefix ? `${idPrefix}-panel` : undefined}
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
