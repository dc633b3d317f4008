ALTER TABLE "order"."issues" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."issues" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."issues" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."issues" ALTER COLUMN "seller_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "contact_name" text;