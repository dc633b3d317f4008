CREATE SCHEMA IF NOT EXISTS "catalog";
--> statement-breakpoint
CREATE TABLE "catalog"."meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" text NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_text), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."sellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "catalog"."products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "catalog"."products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "catalog"."products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "catalog"."products" USING gin ("search_vector");