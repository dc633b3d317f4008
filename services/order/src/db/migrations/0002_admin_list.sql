CREATE INDEX "orders_created_idx" ON "order"."orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "order"."orders" USING btree ("status","created_at");