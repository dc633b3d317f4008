ALTER TABLE "seller"."outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "seller"."outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller"."outbox" ADD COLUMN "last_error" text;