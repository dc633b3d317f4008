import { z } from 'zod';

/**
 * Loading a seller's catalogue from its CSV file (POST /api/sellers/products/import): the columns are those of the
 * export (GET /api/sellers/products.csv). A file with any error changes nothing; a large one runs as a job.
 */

/** Files with more data rows than this run as a job whose progress the seller polls. */
export const CATALOG_IMPORT_JOB_ROWS = 500;
export const CATALOG_IMPORT_QUEUE = 'catalog-imports';
export const CatalogImportJobs = { run: 'catalog-import.run' } as const;

export const importErrorsMessage = (count: number): string =>
  `The file has ${count} ${count === 1 ? 'error' : 'errors'}; nothing was changed`;
export const IMPORT_FILE_MISSING_MESSAGE = 'Please attach the CSV file in the field "file"';

/** The form's `dryRun` field: 'true' checks the file and answers its report without changing anything. */
export const catalogImportFormSchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: "dryRun must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * Where the gateway stores an uploaded file for the catalog to read (a message carries 1 MB at most, a file of
 * 5,000 rows can be more): one folder per seller, and the file's id, which names the job when it runs as one.
 */
export const catalogImportFileKey = (sellerId: string, fileId: string): string =>
  `catalog-imports/${sellerId}/${fileId}.csv`;
export const IMPORT_FILE_NOT_FOUND_MESSAGE = 'The uploaded file was not found. Please upload it again.';

/** catalog.products.import-mine: the key of the file the gateway stored (catalogImportFileKey). */
export const importCatalogSchema = z.object({
  fileKey: z.string().min(1, 'fileKey is required'),
  dryRun: z.boolean(),
});
export type ImportCatalogInput = z.infer<typeof importCatalogSchema>;

/** One problem of the file: the row a spreadsheet shows (the header is row 1) and its column (null: the file). */
export const catalogImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
/** What the import did (or, on a dry run or a file with errors, would do), counted in products. */
export const catalogImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(catalogImportErrorSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

/** 200: done (or checked, on a dry run). */
export const catalogImportedResponseSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  report: catalogImportReportSchema,
});
/** 400: the file has errors, every one in the report; nothing was changed. */
export const catalogImportRefusedResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  report: catalogImportReportSchema,
});
/** 202: a large file, run as a job (GET /api/sellers/products/import/{jobId}). */
export const catalogImportQueuedResponseSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  status: z.literal('queued'),
});
export type CatalogImportAnswer =
  | z.infer<typeof catalogImportedResponseSchema>
  | z.infer<typeof catalogImportRefusedResponseSchema>
  | z.infer<typeof catalogImportQueuedResponseSchema>;

export const CATALOG_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];
/** What a running job does: checking the rows (progress counts them), then applying the whole file at once. */
export const CATALOG_IMPORT_PHASES = ['checking', 'applying'] as const;
export type CatalogImportPhase = (typeof CATALOG_IMPORT_PHASES)[number];

/** catalog.products.import-status: one of the seller's own import jobs. */
export const catalogImportJobQuerySchema = z.object({ jobId: z.string().uuid('jobId must be an import job id') });
export const catalogImportJobResponseSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  status: z.enum(CATALOG_IMPORT_STATUSES),
  /** Data rows: `done` of `total` checked. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** While running. */
  phase: z.enum(CATALOG_IMPORT_PHASES).optional(),
  dryRun: z.boolean(),
  /** Once done: the report a small file answers at once (with errors, nothing was changed). */
  report: catalogImportReportSchema.optional(),
});
export type CatalogImportJobResponse = z.infer<typeof catalogImportJobResponseSchema>;

/** The job's data: the import row names the seller, and so the file (catalogImportFileKey). */
export const catalogImportJobSchema = z.object({ importId: z.string().uuid() });
