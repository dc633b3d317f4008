import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useCatalogImport } from '../hooks/use-catalog-import';
import { CatalogImportReport } from './catalog-import-report';

/** How far a large file's job has come; before it starts, a bar without a figure. */
function ImportProgress({ progress }: { progress: { done: number; total: number } | null }) {
  return (
    <div className="space-y-1">
      <progress
        aria-label="Progress"
        className="h-2 w-full accent-amber-700"
        value={progress?.done}
        max={progress?.total || undefined}
      />
      <p className="text-sm text-stone-600">
        {progress ? `${progress.done} of ${progress.total} rows` : 'Waiting to start...'}
      </p>
    </div>
  );
}

/**
 * Loads a catalogue file (the CSV 'Download CSV' gives, one row per pack): 'Check file' reports what it would
 * create, update and leave, or every problem with its row and column, and changes nothing; 'Import' applies a file
 * that checked clean. A file with any problem changes nothing.
 */
export function CatalogImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { busy, running, progress, outcome, failure, start, clear } = useCatalogImport();
  const checkedClean = outcome?.step === 'check' && outcome.report.errors.length === 0;
  const imported = outcome?.step === 'import' && outcome.report.errors.length === 0;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Upload catalogue CSV"
      variant="centred"
      dismissible={!busy}
      initialFocus="input"
      footer={
        <div className="space-y-3">
          <FormAlert message={failure} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {imported ? 'Done' : 'Cancel'}
            </Button>
            <Button variant="outline" disabled={!file || busy} onClick={() => file && start(file, 'check')}>
              Check file
            </Button>
            <Button disabled={!file || busy || !checkedClean} onClick={() => file && start(file, 'import')}>
              Import
            </Button>
          </div>
        </div>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          One row per pack, with the columns of the file &lsquo;Download CSV&rsquo; gives. Check the file first: nothing
          changes until you import it, and a file with any problem changes nothing.
        </p>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              clear();
            }}
            className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-amber-50 file:px-3 file:py-2 file:font-semibold file:text-amber-900"
          />
        </div>
        {running ? <ImportProgress progress={progress} /> : null}
        {outcome ? <CatalogImportReport outcome={outcome} /> : null}
      </div>
    </Dialog>
  );
}
