import type { Pagination } from '@thindi/contracts';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={`${label}...`}
      className={cx(INPUT_CLASSES, 'sm:max-w-xs')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  /** [value, text] pairs in the order shown. */
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}

export function FilterSelect<V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <select
      aria-label={label}
      className={cx(INPUT_CLASSES, 'sm:max-w-48')}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}

interface ListCardProps {
  /** The heading, e.g. 'Seller Management'; the things listed are `noun` ('sellers'). */
  title: string;
  noun: string;
  controls: ReactNode;
  columns: string[];
  rows: ReactNode[];
  firstLoad: boolean;
  loading: boolean;
  failed: boolean;
  pagination: Pagination;
  onPage: (page: number) => void;
}

/**
 * An admin list: heading, search and filters, the table (scrolling sideways inside its card on a phone),
 * the empty state, a quiet note when the read failed, and the pagination.
 */
export function ListCard({
  title,
  noun,
  controls,
  columns,
  rows,
  firstLoad,
  loading,
  failed,
  ...paging
}: ListCardProps) {
  const id = `${noun}-heading`;
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  let body: ReactNode;
  if (firstLoad) body = <Spinner label="Loading..." />;
  else if (rows.length === 0) body = <p className="px-4 py-10 text-center text-stone-600">{`No ${noun} found`}</p>;
  else body = <DataTable columns={columns} rows={rows} />;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{controls}</div>
      {failed ? <p className="text-sm text-stone-500">{`Could not load ${noun}. Please try again later.`}</p> : null}
      <div aria-busy={loading} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {body}
      </div>
      <ListPagination label={`${label} pages`} {...paging} />
    </section>
  );
}

export const cell = 'px-3 py-2 align-top';
