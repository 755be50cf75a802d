ALTER TABLE "restaurants" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cuisine" varchar(60) DEFAULT '' NOT NULL;