ALTER TABLE "order_items" ADD COLUMN "name_ar" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_name_ar" varchar(255);--> statement-breakpoint
-- Orders placed before the columns: the Arabic name their meal or restaurant has now, where the English one is still the one ordered.
UPDATE "order_items" SET "name_ar" = "meals"."name_ar" FROM "meals" WHERE "meals"."id" = "order_items"."meal_id" AND "meals"."name" = "order_items"."name";--> statement-breakpoint
UPDATE "orders" SET "restaurant_name_ar" = "restaurants"."name_ar" FROM "restaurants" WHERE "restaurants"."id" = "orders"."restaurant_id" AND "restaurants"."name" = "orders"."restaurant_name";
