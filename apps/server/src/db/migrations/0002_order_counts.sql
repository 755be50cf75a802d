CREATE TABLE "order_counts" (
	"status" varchar(16) NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
-- Exact per-status order counts for the admin's list (ADR 008). Each statement that inserts, deletes
-- or updates orders adds its net change per status to a shard row of its own backend (pid mod 64), so
-- concurrent orders seldom share a row; statement triggers with transition tables write one row per
-- status however many orders the statement touched (a seed of 50,000 orders is one write).
-- Statuses are written in a fixed order, so two transactions never wait on each other's rows in a cycle.
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" ("status", "shard", "n")
      SELECT "status", pg_backend_pid() % 64, count(*) FROM "added" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" ("status", "shard", "n")
      SELECT "status", pg_backend_pid() % 64, -count(*) FROM "removed" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "order_counts" ("status", "shard", "n")
      SELECT "status", pg_backend_pid() % 64, sum("d")
      FROM (SELECT "status", 1 AS "d" FROM "added" UNION ALL SELECT "status", -1 FROM "removed") AS "changes"
      GROUP BY "status" HAVING sum("d") <> 0 ORDER BY "status"
      ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
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
