CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_meal_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_meal_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	CONSTRAINT "custom_meal_ingredients_qty_ck" CHECK ("custom_meal_ingredients"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_meal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"custom_meal_id" integer NOT NULL,
	CONSTRAINT "custom_meal_reviews_rating_ck" CHECK ("custom_meal_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "custom_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"base_meal_id" integer,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"cooking_instructions" varchar(1000) DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"path" varchar(255) NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_path_key_pk" PRIMARY KEY("user_id","path","key")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"image" text,
	"unit" varchar(8) NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"price_per_unit_cents" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_allergen" boolean DEFAULT false NOT NULL,
	"allergen_type" varchar(16),
	CONSTRAINT "ingredients_quantity_ck" CHECK ("ingredients"."quantity" >= 0),
	CONSTRAINT "ingredients_price_ck" CHECK ("ingredients"."price_per_unit_cents" >= 0),
	CONSTRAINT "ingredients_unit_ck" CHECK ("ingredients"."unit" in ('g','kg','ml','l','oz','lb','unit','tsp','tbsp','cup')),
	CONSTRAINT "ingredients_allergen_ck" CHECK (("ingredients"."allergen_type" is null) = (not "ingredients"."is_allergen"))
);
--> statement-breakpoint
CREATE TABLE "meal_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"additional_price_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_ingredients_qty_ck" CHECK ("meal_ingredients"."quantity" > 0),
	CONSTRAINT "meal_ingredients_price_ck" CHECK ("meal_ingredients"."additional_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meal_id" integer NOT NULL,
	CONSTRAINT "meal_reviews_rating_ck" CHECK ("meal_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer,
	"name" varchar(255) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"base_price_cents" integer NOT NULL,
	"image" text,
	"preparation_time" integer DEFAULT 30 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_customizable" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_price_ck" CHECK ("meals"."base_price_cents" >= 0),
	CONSTRAINT "meals_prep_ck" CHECK ("meals"."preparation_time" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"sender_id" integer,
	"restaurant_id" integer,
	"order_id" integer,
	"notification_type" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"meal_id" integer,
	"custom_meal_id" integer,
	"kind" varchar(8) NOT NULL,
	"name" varchar(255) NOT NULL,
	"custom_snapshot" jsonb,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"special_instructions" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "order_items_qty_ck" CHECK ("order_items"."quantity" between 1 and 99),
	CONSTRAINT "order_items_kind_ck" CHECK ("order_items"."kind" in ('meal','custom'))
);
--> statement-breakpoint
CREATE TABLE "order_stock" (
	"order_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	CONSTRAINT "order_stock_order_id_ingredient_id_pk" PRIMARY KEY("order_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_username" varchar(30) NOT NULL,
	"restaurant_id" integer,
	"restaurant_name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"total_price_cents" integer NOT NULL,
	"payment_method" varchar(16) NOT NULL,
	"delivery_address" varchar(500) NOT NULL,
	"delivery_notes" varchar(500) DEFAULT '' NOT NULL,
	"cancellation_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('pending','confirmed','preparing','ready','delivered','cancelled')),
	CONSTRAINT "orders_method_ck" CHECK ("orders"."payment_method" in ('cash','credit_card')),
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'usd' NOT NULL,
	"status" varchar(32) DEFAULT 'requires_payment_method' NOT NULL,
	"client_secret" varchar(255) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "payment_intents_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_intents_status_ck" CHECK ("payment_intents"."status" in ('requires_payment_method','succeeded','canceled','refunded')),
	CONSTRAINT "payment_intents_amount_ck" CHECK ("payment_intents"."amount_cents" between 50 and 99999999)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_method" varchar(16) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"transaction_id" varchar(255),
	"provider" varchar(16),
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending','completed','refunded','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bio" varchar(500) DEFAULT '' NOT NULL,
	"favorite_cuisine" varchar(100) DEFAULT '' NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "restaurant_reviews_rating_ck" CHECK ("restaurant_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"address" varchar(500) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"logo" text,
	"opening_time" time NOT NULL,
	"closing_time" time NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_rejection_ck" CHECK ("restaurants"."rejection_reason" is null or "restaurants"."is_approved" is not distinct from false)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"user_type" varchar(16) DEFAULT 'customer' NOT NULL,
	"phone_number" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"profile_picture" text,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" in ('customer','restaurant','admin'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meal_ingredients" ADD CONSTRAINT "custom_meal_ingredients_custom_meal_id_custom_meals_id_fk" FOREIGN KEY ("custom_meal_id") REFERENCES "public"."custom_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meal_ingredients" ADD CONSTRAINT "custom_meal_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meal_reviews" ADD CONSTRAINT "custom_meal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meal_reviews" ADD CONSTRAINT "custom_meal_reviews_custom_meal_id_custom_meals_id_fk" FOREIGN KEY ("custom_meal_id") REFERENCES "public"."custom_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meals" ADD CONSTRAINT "custom_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meals" ADD CONSTRAINT "custom_meals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meals" ADD CONSTRAINT "custom_meals_base_meal_id_meals_id_fk" FOREIGN KEY ("base_meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_ingredients" ADD CONSTRAINT "meal_ingredients_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_ingredients" ADD CONSTRAINT "meal_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_reviews" ADD CONSTRAINT "meal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_reviews" ADD CONSTRAINT "meal_reviews_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_custom_meal_id_custom_meals_id_fk" FOREIGN KEY ("custom_meal_id") REFERENCES "public"."custom_meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_reviews" ADD CONSTRAINT "restaurant_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_reviews" ADD CONSTRAINT "restaurant_reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_meal_ingredients_uq" ON "custom_meal_ingredients" USING btree ("custom_meal_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "custom_meal_ingredients_ingredient_idx" ON "custom_meal_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_meal_reviews_uq" ON "custom_meal_reviews" USING btree ("user_id","custom_meal_id");--> statement-breakpoint
CREATE INDEX "custom_meal_reviews_target_idx" ON "custom_meal_reviews" USING btree ("custom_meal_id");--> statement-breakpoint
CREATE INDEX "custom_meals_user_idx" ON "custom_meals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_meals_restaurant_idx" ON "custom_meals" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "custom_meals_base_meal_idx" ON "custom_meals" USING btree ("base_meal_id");--> statement-breakpoint
CREATE INDEX "custom_meals_public_idx" ON "custom_meals" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_restaurant_name_uq" ON "ingredients" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "meal_ingredients_uq" ON "meal_ingredients" USING btree ("meal_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "meal_ingredients_ingredient_idx" ON "meal_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_reviews_uq" ON "meal_reviews" USING btree ("user_id","meal_id");--> statement-breakpoint
CREATE INDEX "meal_reviews_target_idx" ON "meal_reviews" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "meals_restaurant_idx" ON "meals" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "meals_category_idx" ON "meals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "meals_price_idx" ON "meals" USING btree ("base_price_cents");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","is_read","id");--> statement-breakpoint
CREATE INDEX "notifications_sender_idx" ON "notifications" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "notifications_restaurant_idx" ON "notifications" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_meal_idx" ON "order_items" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "order_items_custom_meal_idx" ON "order_items" USING btree ("custom_meal_id");--> statement-breakpoint
CREATE INDEX "order_stock_ingredient_idx" ON "order_stock" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_reviews_uq" ON "restaurant_reviews" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_reviews_target_idx" ON "restaurant_reviews" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_owner_uq" ON "restaurants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "restaurants_is_approved_idx" ON "restaurants" USING btree ("is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");