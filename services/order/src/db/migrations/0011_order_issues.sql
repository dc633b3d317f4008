-- Problems reported with a seller's part of an order: tickets, and the order lines each is about. A line
-- has at most one open ticket: issue_lines_open_key (a line bought before packs has no pack id, counted as one).
CREATE TABLE "order"."issue_lines" (
	"issue_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"quantity" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order"."issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order"."issue_lines" ADD CONSTRAINT "issue_lines_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "order"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD CONSTRAINT "issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "order"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_lines_line_key" ON "order"."issue_lines" USING btree ("issue_id","product_id",coalesce("variant_id", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "issue_lines_open_key" ON "order"."issue_lines" USING btree ("order_id","product_id",coalesce("variant_id", '')) WHERE "open";--> statement-breakpoint
CREATE UNIQUE INDEX "issues_number_key" ON "order"."issues" USING btree ("number");--> statement-breakpoint
CREATE INDEX "issues_customer_idx" ON "order"."issues" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "issues_order_idx" ON "order"."issues" USING btree ("order_id","created_at");