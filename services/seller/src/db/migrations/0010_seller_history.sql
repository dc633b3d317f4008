CREATE TABLE "seller"."seller_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller"."seller_history" ADD CONSTRAINT "seller_history_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "seller"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_history_seller_idx" ON "seller"."seller_history" USING btree ("seller_id","at");