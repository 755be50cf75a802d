ALTER TABLE "categories" ADD COLUMN "name_ar" varchar(100);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" varchar(500);--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "name_ar" varchar(255);--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "description_ar" varchar(1000);--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "name_ar" varchar(255);--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "description_ar" varchar(2000);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "name_ar" varchar(255);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "description_ar" varchar(2000);