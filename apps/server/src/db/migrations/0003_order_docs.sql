CREATE TABLE "order_docs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_docs" ADD CONSTRAINT "order_docs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each order's OrderOut JSON, written when what it shows changes instead of on every read (ADR 014).
-- The text is byte for byte what JSON.stringify makes of serialize.ts `orderOut`: compact, keys in the
-- contract's order, money as decimal strings, times as toISOString() writes them. Objects are written
-- with format() because json_build_object() and json_agg() put spaces in their output. Every string
-- passes through to_json, which escapes control characters, so the one raw U+0001 of a media URL marks
-- where a read puts the request's base URL. The helpers are as volatile as what they call (to_json is
-- STABLE), so the planner inlines them: declared IMMUTABLE, each call went through the function executor.
CREATE FUNCTION "doc_text"("value" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(to_json("value")::text, 'null')
$$;
--> statement-breakpoint
CREATE FUNCTION "doc_money"("cents" integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '"' || ("cents"::numeric / 100)::numeric(20, 2)::text || '"'
$$;
--> statement-breakpoint
CREATE FUNCTION "doc_time"("at" timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"' || to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
$$;
--> statement-breakpoint
CREATE FUNCTION "doc_media"("path" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "path" <> '' THEN '"' || chr(1) || substr(to_json('/media/' || "path")::text, 2) ELSE 'null' END
$$;
--> statement-breakpoint
-- OrderOut (API.md §2.12) with its items and payment (§2.14), of the orders among `ids` that have a payment.
-- A join with the list, not `= ANY`, which would scan the whole list for every order.
CREATE FUNCTION "order_docs_render"("ids" integer[]) RETURNS TABLE ("rendered_id" integer, "rendered_doc" text)
LANGUAGE sql STABLE AS $$
  SELECT o.id, format(
    '{"id":%s,"user":%s,"user_username":%s,"user_details":%s,"restaurant":%s,"restaurant_name":%s,"status":%s,"total_price":%s,"payment_method":%s,"delivery_address":%s,"delivery_notes":%s,"cancellation_reason":%s,"items":%s,"payment":%s,"created_at":%s,"updated_at":%s}',
    o.id,
    coalesce(o.user_id::text, 'null'),
    doc_text(o.user_username),
    CASE WHEN u.id IS NULL THEN 'null' ELSE format('{"id":%s,"username":%s,"first_name":%s,"last_name":%s,"email":%s,"phone_number":%s}',
      u.id, doc_text(u.username), doc_text(u.first_name), doc_text(u.last_name), doc_text(u.email), doc_text(u.phone_number)) END,
    coalesce(o.restaurant_id::text, 'null'),
    doc_text(o.restaurant_name),
    doc_text(o.status),
    doc_money(o.total_price_cents),
    doc_text(o.payment_method),
    doc_text(o.delivery_address),
    doc_text(o.delivery_notes),
    doc_text(o.cancellation_reason),
    -- OrderItemOut (API.md §2.13): names and compositions from the snapshot, images current. A snapshot's
    -- ingredient line keeps jsonb's key order, its quantity rounded to 3 decimals as `quantity()` does.
    (SELECT coalesce('[' || string_agg(format(
        '{"id":%s,"meal":%s,"meal_details":%s,"custom_meal":%s,"custom_meal_details":%s,"quantity":%s,"price":%s,"special_instructions":%s}',
        oi.id,
        coalesce(oi.meal_id::text, 'null'),
        CASE WHEN oi.kind = 'meal' THEN format('{"id":%s,"name":%s,"image":%s}',
          coalesce(oi.meal_id::text, 'null'), doc_text(oi.name), doc_media(m.image)) ELSE 'null' END,
        coalesce(oi.custom_meal_id::text, 'null'),
        CASE WHEN oi.kind = 'custom' THEN format('{"id":%s,"name":%s,"image":%s,"cooking_instructions":%s,"ingredients":%s}',
          coalesce(oi.custom_meal_id::text, 'null'),
          doc_text(oi.name),
          CASE WHEN oi.custom_meal_id IS NULL THEN 'null' ELSE doc_media(bm.image) END,
          coalesce((oi.custom_snapshot -> 'cooking_instructions')::text, '""'),
          (SELECT coalesce('[' || string_agg((
              SELECT '{' || string_agg(to_json(field.key)::text || ':' || CASE WHEN field.key = 'quantity'
                  THEN trim_scale(round((field.value #>> '{}')::numeric, 3))::text ELSE field.value::text END, ','
                ORDER BY field.n) || '}'
              FROM jsonb_each(line.value) WITH ORDINALITY AS field(key, value, n)), ',' ORDER BY line.n) || ']', '[]')
            FROM jsonb_array_elements(oi.custom_snapshot -> 'ingredients') WITH ORDINALITY AS line(value, n)))
          ELSE 'null' END,
        oi.quantity,
        doc_money(oi.price_cents),
        doc_text(oi.special_instructions)), ',' ORDER BY oi.id) || ']', '[]')
      FROM "order_items" oi
      LEFT JOIN "meals" m ON m.id = oi.meal_id
      LEFT JOIN "custom_meals" cm ON cm.id = oi.custom_meal_id
      LEFT JOIN "meals" bm ON bm.id = cm.base_meal_id
      WHERE oi.order_id = o.id),
    format('{"id":%s,"order":%s,"payment_method":%s,"amount":%s,"status":%s,"transaction_id":%s,"provider":%s,"payment_date":%s}',
      p.id, o.id, doc_text(p.payment_method), doc_money(p.amount_cents), doc_text(p.status),
      doc_text(p.transaction_id), doc_text(p.provider), doc_time(p.payment_date)),
    doc_time(o.created_at),
    doc_time(o.updated_at))
  FROM unnest("ids") AS wanted(id)
  INNER JOIN "orders" o ON o.id = wanted.id
  INNER JOIN "payments" p ON p.order_id = o.id
  LEFT JOIN "users" u ON u.id = o.user_id
$$;
--> statement-breakpoint
-- An order gets its doc when its payment is written: OrderOut shows the payment, so an order without
-- one has no doc. Every other change only refreshes the docs there are. At an order's placement (one
-- statement) PostgreSQL fires the payment's trigger, which writes the doc, before the items' trigger,
-- which renders it again, finds nothing changed and writes nothing: rendered twice, written once.
-- A refresh locks the docs before it renders them, so its render (a statement of its own, with a snapshot
-- taken after the lock) sees what a transaction that wrote one of them before it committed: rendered first
-- and written after, a customer's new name would put back the status a concurrent status change had just
-- written. Rows in id order, so two transactions writing the same orders' docs never wait on each other in
-- a cycle. (A new order's doc needs no lock: no other transaction sees the order before it commits.)
-- PL/pgSQL with generic plans, so each statement is planned once per session: a SQL function plans it
-- on every call, and so does PL/pgSQL by default, because a generic plan's guess of ten ids looks
-- dearer than a custom plan for one. Planning took 1.1 ms a call.
CREATE FUNCTION "order_docs_write"("ids" integer[], "refresh_only" boolean) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF "refresh_only" THEN
    "ids" := array(SELECT d."order_id" FROM unnest("ids") AS wanted(id) INNER JOIN "order_docs" d ON d."order_id" = wanted.id
      ORDER BY d."order_id" FOR UPDATE OF d);
  END IF;
  IF cardinality("ids") > 0 THEN
    INSERT INTO "order_docs" ("order_id", "doc")
    SELECT "rendered_id", "rendered_doc" FROM order_docs_render("ids") ORDER BY "rendered_id"
    ON CONFLICT ("order_id") DO UPDATE SET "doc" = excluded."doc" WHERE "order_docs"."doc" IS DISTINCT FROM excluded."doc";
  END IF;
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: one write however many rows the statement touched.
CREATE FUNCTION "order_docs_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    PERFORM order_docs_write(array(SELECT "id" FROM "changed"), true);
  ELSE
    PERFORM order_docs_write(array(SELECT DISTINCT "order_id" FROM "changed"), NOT (TG_TABLE_NAME = 'payments' AND TG_OP = 'INSERT'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_doc_update" AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "order_items_doc_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "order_items_doc_update" AFTER UPDATE ON "order_items" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "order_items_doc_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "payments_doc_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "payments_doc_update" AFTER UPDATE ON "payments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_docs_of_rows"();
--> statement-breakpoint
-- A customer's details, a meal's picture (its own items, and custom meals built on it) and a custom
-- meal's base meal show in orders too.
CREATE FUNCTION "order_docs_of_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_docs_write(array(SELECT "id" FROM "orders" WHERE "user_id" = NEW."id"), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_order_docs" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD."username", OLD."first_name", OLD."last_name", OLD."email", OLD."phone_number")
    IS DISTINCT FROM (NEW."username", NEW."first_name", NEW."last_name", NEW."email", NEW."phone_number"))
  EXECUTE FUNCTION "order_docs_of_customer"();
--> statement-breakpoint
CREATE FUNCTION "order_docs_of_meal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_docs_write(array(
    SELECT "order_id" FROM "order_items" WHERE "meal_id" = NEW."id"
    UNION
    SELECT oi."order_id" FROM "order_items" oi
    INNER JOIN "custom_meals" cm ON cm."id" = oi."custom_meal_id"
    WHERE cm."base_meal_id" = NEW."id"), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meals_order_docs" AFTER UPDATE ON "meals" FOR EACH ROW
  WHEN (OLD."image" IS DISTINCT FROM NEW."image")
  EXECUTE FUNCTION "order_docs_of_meal"();
--> statement-breakpoint
CREATE FUNCTION "order_docs_of_custom_meal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_docs_write(array(SELECT DISTINCT "order_id" FROM "order_items" WHERE "custom_meal_id" = NEW."id"), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "custom_meals_order_docs" AFTER UPDATE ON "custom_meals" FOR EACH ROW
  WHEN (OLD."base_meal_id" IS DISTINCT FROM NEW."base_meal_id")
  EXECUTE FUNCTION "order_docs_of_custom_meal"();
--> statement-breakpoint
-- The triggers above hold locks on the tables until this migration commits, so no order slips past them.
SELECT order_docs_write(array(SELECT "id" FROM "orders"), false);
