CREATE TABLE "catalog"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"name" text,
	"data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"dead_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."reservations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_held_expiry_idx" ON "catalog"."reservations" USING btree ("expires_at") WHERE status = 'held';--> statement-breakpoint
-- Reservations made before this migration belong to orders that were written: they never expire.
INSERT INTO "catalog"."reservations" ("order_id", "status") SELECT "order_id", CASE WHEN bool_and("released_at" IS NOT NULL) THEN 'released' ELSE 'confirmed' END FROM "catalog"."stock_reservations" GROUP BY "order_id";
