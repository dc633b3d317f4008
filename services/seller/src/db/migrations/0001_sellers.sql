CREATE TABLE "seller"."login_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller"."sellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"business_type" text NOT NULL,
	"pan_number" text NOT NULL,
	"gst_number" text,
	"address" jsonb NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc_code" text NOT NULL,
	"bank_account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"documents" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_email_unique" UNIQUE("email")
);
