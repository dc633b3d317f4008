import { DataTable } from '@/components/ui/data-table';
import type { ImportOutcome } from '../hooks/use-catalog-import';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the file did, or with a check would do, in one sentence. */
function summary({ step, report }: ImportOutcome): string {
  if (report.errors.length > 0) {
    return `${plural(report.errors.length, 'problem')} in the file; nothing was changed. Fix them and check the file again.`;
  }
  return step === 'check' ? 'No problems found. Import the file to apply it.' : 'The file was imported.';
}

function Counts({ outcome }: { outcome: ImportOutcome }) {
  const { created, updated, unchanged } = outcome.report;
  const figures = [
    [outcome.step === 'check' ? 'To create' : 'Created', created],
    [outcome.step === 'check' ? 'To update' : 'Updated', updated],
    ['Unchanged', unchanged],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-stone-50 px-2 py-2">
          <dt className="text-xs font-medium text-stone-600">{label}</dt>
          <dd className="text-lg font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A checked or imported file's report: the products it creates, updates and leaves, or every problem in it. */
export function CatalogImportReport({ outcome }: { outcome: ImportOutcome }) {
  const { errors } = outcome.report;
  return (
    <div className="space-y-3">
      <p role="status" className={errors.length > 0 ? 'font-semibold text-red-800' : 'font-semibold text-green-900'}>
        {summary(outcome)}
      </p>
      {errors.length > 0 ? (
        <DataTable
          label="Problems in the file"
          columns={['Row', 'Column', 'Problem']}
          className="sm:rounded-xl sm:border sm:border-stone-200"
          rows={errors.map((error) => (
            <tr key={`${error.row}-${error.column}-${error.message}`} className="border-t border-stone-100">
              <td className="px-3 py-2">{error.row}</td>
              <td className="px-3 py-2 font-mono text-xs">{error.column ?? '(file)'}</td>
              <td className="px-3 py-2">{error.message}</td>
            </tr>
          ))}
        />
      ) : (
        <Counts outcome={outcome} />
      )}
    </div>
  );
}
