ALTER TABLE "seller"."sellers" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sellers an admin approved before e-mails had to be proven keep their mail; pending ones prove it first.
UPDATE "seller"."sellers" SET "email_verified" = true WHERE "is_verified" = true;
