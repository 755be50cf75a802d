CREATE TABLE "order_counts" (
	"status" varchar(16) NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
-- Exact per-status order counts for the admin's list (ADR 008). A change adds +1/-1 to a shard row
-- of its own backend (pid mod 64), so concurrent orders seldom share a row. The row triggers are
-- deferred to commit, so a counter row is locked only for the commit itself, never while the
-- order's transaction still waits on stock rows (no lock-order cycle with them).
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_counts" ("status", "shard", "n") VALUES (OLD."status", pg_backend_pid() % 64, -1)
      ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts" ("status", "shard", "n") VALUES (NEW."status", pg_backend_pid() % 64, 1)
      ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_insert" AFTER INSERT ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_delete" AFTER DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_status" AFTER UPDATE OF "status" ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: it empties the counts with the orders.
CREATE FUNCTION "order_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_clear"();
--> statement-breakpoint
-- The triggers above hold a lock on orders until this migration commits, so no order slips between them and this count.
INSERT INTO "order_counts" ("status", "shard", "n") SELECT "status", 0, count(*) FROM "orders" GROUP BY "status";
