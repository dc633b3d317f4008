ALTER TABLE "seller"."sellers" ADD COLUMN "closed_at" timestamp with time zone;
