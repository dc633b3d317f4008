import { DataTable } from '@/components/ui/data-table';
import type { ReactNode } from 'react';

interface FinanceSectionProps {
  /** The heading; it names the section and its table for screen readers. */
  title: string;
  /** Buttons and pickers beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

const sectionId = (title: string) => `finance-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One part of the Finance tab: a heading with its actions, and what it shows. */
export function FinanceSection({ title, actions, children }: FinanceSectionProps) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

interface FinanceTableProps {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  rows: ReactNode[];
  empty: string;
}

/** A table of figures, scrolling sideways inside its card on a phone; `empty` when there is nothing to list. */
export function FinanceTable({ label, columns, rows, empty }: FinanceTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {rows.length === 0 ? (
        <p className="px-4 py-8 text-center text-stone-600">{empty}</p>
      ) : (
        <DataTable label={label} columns={columns} rows={rows} />
      )}
    </div>
  );
}
