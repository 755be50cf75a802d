CREATE INDEX "custom_meal_reviews_target_rating_idx" ON "custom_meal_reviews" USING btree ("custom_meal_id","rating");--> statement-breakpoint
CREATE INDEX "meal_reviews_target_rating_idx" ON "meal_reviews" USING btree ("meal_id","rating");--> statement-breakpoint
CREATE INDEX "restaurant_reviews_target_rating_idx" ON "restaurant_reviews" USING btree ("restaurant_id","rating");--> statement-breakpoint
DROP INDEX "custom_meal_reviews_target_idx";--> statement-breakpoint
DROP INDEX "meal_reviews_target_idx";--> statement-breakpoint
DROP INDEX "restaurant_reviews_target_idx";
