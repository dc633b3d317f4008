import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface DataTableProps {
  /** The table's accessible name, when the heading above it does not name it. */
  label?: string;
  columns: readonly string[];
  rows: ReactNode;
  /** Extra classes for the frame around the table (a border, a background). */
  className?: string;
  /** A newer page is on its way: the rows shown are about to change. */
  busy?: boolean;
  /** Columns of amounts: their headings sit right, over the right-aligned numbers. */
  numeric?: readonly string[];
}

/**
 * A table of rows under column headings. Below 640 px it becomes a list of cards (the `card-table` rules in
 * index.css): each row a card, each cell a line named by its column, so no button hides off to the side.
 */
export function DataTable({ label, columns, rows, className, busy, numeric }: DataTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  // Each cell carries its column's name for the card layout; rows change with every page, so after every render.
  useLayoutEffect(() => {
    tableRef.current?.querySelectorAll('tbody tr').forEach((row) => {
      Array.from(row.children).forEach((cell, i) => cell.setAttribute('data-label', columns[i] ?? ''));
    });
  });
  return (
    <div aria-busy={busy} className={cx('sm:overflow-x-auto', className)}>
      <table
        ref={tableRef}
        aria-label={label}
        className="card-table w-full text-left text-sm text-stone-800 sm:min-w-[640px]"
      >
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cx('px-3 py-2 font-semibold', numeric?.includes(column) && 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}
