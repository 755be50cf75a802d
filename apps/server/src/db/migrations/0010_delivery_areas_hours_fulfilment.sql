CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" varchar(40) DEFAULT '' NOT NULL,
	"area_id" integer NOT NULL,
	"street" varchar(200) NOT NULL,
	"building" varchar(50) DEFAULT '' NOT NULL,
	"floor" varchar(20) DEFAULT '' NOT NULL,
	"apartment" varchar(20) DEFAULT '' NOT NULL,
	"landmark" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_ar" varchar(100),
	"city" varchar(60) NOT NULL,
	"city_ar" varchar(60),
	"is_retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_delivery_areas" (
	"restaurant_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"minimum_order_cents" integer NOT NULL,
	"delivery_minutes" smallint NOT NULL,
	CONSTRAINT "restaurant_delivery_areas_restaurant_id_area_id_pk" PRIMARY KEY("restaurant_id","area_id"),
	CONSTRAINT "restaurant_delivery_areas_ck" CHECK ("restaurant_delivery_areas"."fee_cents" >= 0 and "restaurant_delivery_areas"."minimum_order_cents" >= 0 and "restaurant_delivery_areas"."delivery_minutes" between 1 and 240)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" varchar(8) DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_name_ar" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
-- Orders before issue #21 had no fee: their subtotal is their total.
UPDATE "orders" SET "subtotal_cents" = "total_price_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" varchar(8);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offers_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offers_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "preparation_minutes" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_extra_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "accept_minutes" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every restaurant's one daily range becomes the same period on each weekday.
UPDATE "restaurants" SET "opening_hours" = (SELECT jsonb_agg(jsonb_build_object('weekday', d, 'opens', to_char("opening_time", 'HH24:MI'), 'closes', to_char("closing_time", 'HH24:MI')) ORDER BY d) FROM generate_series(0, 6) AS d);--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_delivery_areas" ADD CONSTRAINT "restaurant_delivery_areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_delivery_areas" ADD CONSTRAINT "restaurant_delivery_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "addresses_area_idx" ON "addresses" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "areas_city_name_uq" ON "areas" USING btree (lower("city"),lower("name"));--> statement-breakpoint
CREATE INDEX "restaurant_delivery_areas_area_idx" ON "restaurant_delivery_areas" USING btree ("area_id","restaurant_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_accept_by_idx" ON "orders" USING btree ("accept_by") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_ck" CHECK ("orders"."fulfilment" in ('delivery','pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_ck" CHECK ("orders"."delivery_fee_cents" >= 0 and "orders"."subtotal_cents" >= 0);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_minutes_ck" CHECK ("restaurants"."preparation_minutes" between 0 and 240 and "restaurants"."busy_extra_minutes" between 0 and 240 and "restaurants"."accept_minutes" between 1 and 240);