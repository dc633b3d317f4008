ALTER TABLE "order"."carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "order"."orders" ADD COLUMN "coupon_funder" text;