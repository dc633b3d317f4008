import type { ReactNode } from 'react';

interface DataTableProps {
  /** The table's accessible name, when the heading above it does not name it. */
  label?: string;
  columns: readonly string[];
  rows: ReactNode;
}

/** A table of rows under column headings that scrolls sideways on a phone instead of squeezing its columns. */
export function DataTable({ label, columns, rows }: DataTableProps) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full min-w-[640px] text-left text-sm text-stone-800">
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
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
