CREATE TABLE "media"."files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"folder" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"owner_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_name_unique" UNIQUE("name"),
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "media"."pending_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"file_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"owner_role" text NOT NULL,
	"owner_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "media"."files" USING btree ("owner_id");