CREATE TABLE "auth"."wrong_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"client_address" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."customers" ADD COLUMN "wrong_codes_since_sign_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."customers" ADD COLUMN "signup_attempt_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wrong_codes_email_at_idx" ON "auth"."wrong_codes" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "wrong_codes_at_idx" ON "auth"."wrong_codes" USING btree ("at");--> statement-breakpoint
-- A password typed at /register was never proven to belong to the owner of the e-mail: it does not sign in.
UPDATE "auth"."customers" SET "password_hash" = NULL WHERE NOT "email_verified";
