import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogImportAnswer, CatalogImportJobResponse, CatalogImportReport } from '@thindi/contracts';
import { useState } from 'react';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { errorMessage } from '@/lib/api-client';
import { sellerCatalogApi } from '../api/seller-catalog.api';

/** How often a large file's job is asked where it stands. */
export const IMPORT_POLL_MS = 1000;
export const SEND_FAILED_MESSAGE = 'Could not send the file. Please try again.';
export const JOB_FAILED_MESSAGE = 'The file could not be processed; nothing was changed. Please try again.';

/** Checking a file changes nothing; importing it applies it. */
export type ImportStep = 'check' | 'import';
export interface ImportOutcome {
  step: ImportStep;
  report: CatalogImportReport;
}

const finished = (job: CatalogImportJobResponse | undefined) => job?.status === 'done' || job?.status === 'failed';

/**
 * Checks or imports a catalogue file. A small file answers its report at once; a large one (over 500 rows) runs
 * as a job, asked every second until it is done, then gives the same report. An import that changed something
 * reads the seller's products and stats again.
 */
export function useCatalogImport() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ step: ImportStep; answer: CatalogImportAnswer } | null>(null);
  const refreshIfImported = (step: ImportStep, report: CatalogImportReport) => {
    if (step !== 'import' || report.errors.length > 0) return;
    for (const key of [sellerKeys.products(), sellerKeys.stats()])
      void queryClient.invalidateQueries({ queryKey: key });
  };

  const send = useMutation({
    mutationFn: ({ file, step }: { file: File; step: ImportStep }) =>
      sellerCatalogApi.importCatalogue(file, step === 'check'),
    onSuccess: (answer, { step }) => {
      setRun({ step, answer });
      if ('report' in answer) refreshIfImported(step, answer.report);
    },
  });

  const jobId = run && 'jobId' in run.answer ? run.answer.jobId : null;
  const poll = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.catalogImport(jobId ?? ''),
    queryFn: async ({ signal }) => {
      const job = await sellerCatalogApi.importJob(jobId ?? '', signal);
      if (run && job.status === 'done' && job.report) refreshIfImported(run.step, job.report);
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.status === 'error' || finished(query.state.data) ? false : IMPORT_POLL_MS),
  });

  const job = jobId && poll.data?.jobId === jobId ? poll.data : undefined;
  const report = run && 'report' in run.answer ? run.answer.report : job?.status === 'done' ? job.report : undefined;
  const outcome: ImportOutcome | null = run && report ? { step: run.step, report } : null;
  let failure: string | null = null;
  if (send.isError) failure = errorMessage(send.error, SEND_FAILED_MESSAGE);
  else if (jobId && poll.isError) failure = errorMessage(poll.error, JOB_FAILED_MESSAGE);
  else if (job?.status === 'failed') failure = JOB_FAILED_MESSAGE;
  const running = jobId !== null && !outcome && !failure;

  /** A new file was chosen: what was said of the last one no longer holds. */
  const clear = () => {
    setRun(null);
    send.reset();
  };
  const start = (file: File, step: ImportStep) => {
    setRun(null);
    send.mutate({ file, step });
  };

  return {
    busy: send.isPending || running,
    /** A large file's job is running. */
    running,
    /** How many rows of how many the running job has done (null until it started). */
    progress: running ? (job?.progress ?? null) : null,
    outcome,
    failure,
    start,
    clear,
  };
}
