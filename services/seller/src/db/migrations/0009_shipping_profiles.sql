CREATE TABLE "seller"."shipping_profiles" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"origin_pincode" text NOT NULL,
	"dispatch_days" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"cod_enabled" boolean NOT NULL,
	"cod_limit_paise" integer,
	"ships_to" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller"."shipping_profiles" ADD CONSTRAINT "shipping_profiles_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "seller"."sellers"("id") ON DELETE cascade ON UPDATE no action;