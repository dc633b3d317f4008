CREATE INDEX "audit_log_created_idx" ON "admin"."audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "admin"."audit_log" USING btree ("target_id");