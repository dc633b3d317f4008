-- A seller's catalogue file run as a job (more than CATALOG_IMPORT_JOB_ROWS rows; the file waits in storage): its
-- progress the seller polls and the report it ends with. The job writes its result in the transaction of its
-- changes, so a retried job never applies a file twice.
CREATE TABLE "catalog"."catalog_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "seller_id" uuid NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
  "dry_run" boolean NOT NULL,
  "total_rows" integer NOT NULL,
  "done_rows" integer DEFAULT 0 NOT NULL,
  "report" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "catalog_imports_seller_idx" ON "catalog"."catalog_imports" ("seller_id", "created_at" DESC);
