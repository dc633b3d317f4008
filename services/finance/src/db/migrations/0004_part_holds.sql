-- Tickets holding a seller's part: its held amount is not released while one is open.
CREATE TABLE "finance"."part_holds" (
	"issue_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"issue_number" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "part_holds_open_idx" ON "finance"."part_holds" USING btree ("order_id","seller_id") WHERE "finance"."part_holds"."resolved_at" is null;