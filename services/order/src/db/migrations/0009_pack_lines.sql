-- Cart lines are keyed by pack (decision 034): the same product in two packs is two lines. Lines added before
-- packs keep a null pack id, which stands for the product's default pack; NULLS NOT DISTINCT keeps them one per
-- product, as the key they had did.
ALTER TABLE "order"."cart_lines" DROP CONSTRAINT "cart_lines_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "order"."cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order"."cart_lines" ADD CONSTRAINT "cart_lines_pack_key" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","variant_id");
