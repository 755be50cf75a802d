-- Orders are serialized once, by orders/serialize.ts (ADR 015): the orders module writes each order's text
-- when the order changes, so the SQL copy of the serializer and the triggers that ran it go. The counts of
-- migration 0002 stay: they count orders and render nothing.
DROP TRIGGER "orders_doc_update" ON "orders";--> statement-breakpoint
DROP TRIGGER "order_items_doc_insert" ON "order_items";--> statement-breakpoint
DROP TRIGGER "order_items_doc_update" ON "order_items";--> statement-breakpoint
DROP TRIGGER "order_items_doc_delete" ON "order_items";--> statement-breakpoint
DROP TRIGGER "payments_doc_insert" ON "payments";--> statement-breakpoint
DROP TRIGGER "payments_doc_update" ON "payments";--> statement-breakpoint
DROP TRIGGER "users_order_docs" ON "users";--> statement-breakpoint
DROP TRIGGER "meals_order_docs" ON "meals";--> statement-breakpoint
DROP TRIGGER "custom_meals_order_docs" ON "custom_meals";--> statement-breakpoint
DROP FUNCTION "order_docs_of_rows"();--> statement-breakpoint
DROP FUNCTION "order_docs_of_customer"();--> statement-breakpoint
DROP FUNCTION "order_docs_of_meal"();--> statement-breakpoint
DROP FUNCTION "order_docs_of_custom_meal"();--> statement-breakpoint
DROP FUNCTION "order_docs_write"(integer[], boolean);--> statement-breakpoint
DROP FUNCTION "order_docs_render"(integer[]);--> statement-breakpoint
DROP FUNCTION "doc_text"(text);--> statement-breakpoint
DROP FUNCTION "doc_money"(integer);--> statement-breakpoint
DROP FUNCTION "doc_time"(timestamptz);--> statement-breakpoint
DROP FUNCTION "doc_media"(text);--> statement-breakpoint
-- The texts 0003 wrote are what the serializer writes, but for the base URL's place: a raw U+0001 before each
-- media path, which JSON escapes everywhere else. Stored texts now hold the paths relative.
UPDATE "order_docs" SET "doc" = replace("doc", chr(1), '') WHERE strpos("doc", chr(1)) > 0;
