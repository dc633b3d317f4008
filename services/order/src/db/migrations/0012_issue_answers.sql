-- Answers to tickets: what the reported lines cost the shopper (the most a refund gives back), the seller's offer or
-- the settlement, the day an offer stands as accepted and when the ticket was first answered.
ALTER TABLE "order"."issues" ADD COLUMN "value_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "resolution" jsonb;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order"."issues" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
-- Tickets opened before: their value from the order's lines as bought (price × quantity reported, with its GST).
UPDATE "order"."issues" i SET "value_paise" = coalesce((
	SELECT sum(t.taxable + floor((t.taxable * t.bps + 5000) / 10000))
	FROM (
		SELECT round((item->>'price')::numeric * 100) * (line->>'quantity')::int AS taxable,
			round(coalesce((item->>'gstRate')::numeric, 0) * 100) AS bps
		FROM jsonb_array_elements(i."lines") line
		JOIN "order"."orders" o ON o."id" = i."order_id"
		CROSS JOIN jsonb_array_elements(o."items") item
		WHERE item->>'productId' = line->>'productId'
			AND coalesce(item->>'variantId', '') = coalesce(line->>'variantId', '')
	) t
), 0);--> statement-breakpoint
CREATE INDEX "issues_seller_idx" ON "order"."issues" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "issues_due_idx" ON "order"."issues" USING btree ("status","acknowledge_by");