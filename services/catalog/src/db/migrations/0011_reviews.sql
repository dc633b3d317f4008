-- Reviews by shoppers whose order line was delivered (see docs/decisions/018-reviews-in-the-catalog.md): one standing
-- review per order line; a withdrawn one leaves room for a new one under the partial unique index.
-- Written to run again safely: it once carried an earlier journal time than 0010, so databases migrated past 0010
-- before the journal was put in order never ran it, and databases that did run it run it again.
CREATE TABLE IF NOT EXISTS "catalog"."review_votes" (
	"review_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	CONSTRAINT "review_votes_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog"."reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reported" boolean DEFAULT false NOT NULL,
	"seller_reply" text,
	"seller_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("catalog"."reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_title_check" CHECK (char_length("catalog"."reviews"."title") <= 100),
	CONSTRAINT "reviews_body_check" CHECK (char_length("catalog"."reviews"."body") <= 1000),
	CONSTRAINT "reviews_status_check" CHECK ("catalog"."reviews"."status" in ('published', 'hidden', 'withdrawn'))
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'review_votes_review_id_reviews_id_fk') THEN
    ALTER TABLE "catalog"."review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "catalog"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'reviews_product_id_products_id_fk') THEN
    ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reviews_order_product_key" ON "catalog"."reviews" USING btree ("order_id","product_id") WHERE status <> 'withdrawn';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_product_idx" ON "catalog"."reviews" USING btree ("product_id","created_at");
