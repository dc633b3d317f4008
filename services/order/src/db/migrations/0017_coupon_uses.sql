CREATE TABLE "order"."coupon_uses" (
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_uses_coupon_id_order_id_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "order"."coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "order"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "order"."coupon_uses" USING btree ("coupon_id","customer_id");