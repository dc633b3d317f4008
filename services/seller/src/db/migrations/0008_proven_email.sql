ALTER TABLE "seller"."sellers" DROP CONSTRAINT "sellers_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_proven_email_idx" ON "seller"."sellers" USING btree ("email") WHERE "seller"."sellers"."email_verified";--> statement-breakpoint
CREATE INDEX "sellers_email_idx" ON "seller"."sellers" USING btree ("email");