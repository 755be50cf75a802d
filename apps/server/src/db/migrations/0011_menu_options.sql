CREATE TABLE "meal_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_ar" varchar(100),
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"free_choices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_option_groups_choices_ck" CHECK ("meal_option_groups"."min_choices" >= 0 and "meal_option_groups"."min_choices" <= "meal_option_groups"."max_choices"),
	CONSTRAINT "meal_option_groups_free_ck" CHECK ("meal_option_groups"."free_choices" >= 0 and "meal_option_groups"."free_choices" <= "meal_option_groups"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "meal_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"meal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_ar" varchar(100),
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"ingredient_id" integer,
	"quantity" numeric(12, 3),
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "meal_options_quantity_ck" CHECK (("meal_options"."ingredient_id" is null) = ("meal_options"."quantity" is null) and coalesce("meal_options"."quantity", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_option_groups" ADD CONSTRAINT "meal_option_groups_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_options" ADD CONSTRAINT "meal_options_group_id_meal_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."meal_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_options" ADD CONSTRAINT "meal_options_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_options" ADD CONSTRAINT "meal_options_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_option_groups_meal_idx" ON "meal_option_groups" USING btree ("meal_id","position");--> statement-breakpoint
CREATE INDEX "meal_options_group_idx" ON "meal_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "meal_options_meal_idx" ON "meal_options" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "meal_options_ingredient_idx" ON "meal_options" USING btree ("ingredient_id");