CREATE TABLE "catalog"."stock_reservations" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
