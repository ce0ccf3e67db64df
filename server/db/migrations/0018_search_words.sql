CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_changed_idx" ON "search_words" USING btree ("changed_at");--> statement-breakpoint
-- The search vocabulary follows the active listings: every word of a search document counted
-- once per listing that holds it (server/modules/listing/search-words.ts reads it). Rows are
-- changed in word order, so two writers never wait on each other's words in opposite orders.
CREATE FUNCTION "search_words_count"("kind" text, "added" text[], "removed" text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_words" AS w ("word", "products", "events", "changed_at")
  SELECT c."word", CASE WHEN kind = 'products' THEN c."delta" ELSE 0 END, CASE WHEN kind = 'events' THEN c."delta" ELSE 0 END, clock_timestamp()
  FROM (
    SELECT d."word", sum(d."delta")::integer AS "delta"
    FROM (SELECT unnest(added) AS "word", 1 AS "delta" UNION ALL SELECT unnest(removed), -1) AS d
    GROUP BY d."word"
  ) AS c
  WHERE c."delta" <> 0
  ORDER BY c."word"
  ON CONFLICT ("word") DO UPDATE SET "products" = w."products" + excluded."products", "events" = w."events" + excluded."events", "changed_at" = excluded."changed_at"
$$;--> statement-breakpoint
-- Inserts and deletes once per statement (a seed of thousands of rows is one upsert per word).
CREATE FUNCTION "search_words_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(TG_TABLE_NAME, array(SELECT unnest(tsvector_to_array(n."search_vector")) FROM new_rows n WHERE n."status" = 'active'), '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(TG_TABLE_NAME, '{}', array(SELECT unnest(tsvector_to_array(o."search_vector")) FROM old_rows o WHERE o."status" = 'active'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates per row, and only those that change the words or the status (not a stock change).
CREATE FUNCTION "search_words_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(
    TG_TABLE_NAME,
    CASE WHEN NEW."status" = 'active' THEN tsvector_to_array(NEW."search_vector") ELSE '{}' END,
    CASE WHEN OLD."status" = 'active' THEN tsvector_to_array(OLD."search_vector") ELSE '{}' END
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();--> statement-breakpoint
CREATE TRIGGER "products_search_words_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();--> statement-breakpoint
CREATE TRIGGER "products_search_words_updated" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION search_words_updated();--> statement-breakpoint
CREATE TRIGGER "events_search_words_inserted" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();--> statement-breakpoint
CREATE TRIGGER "events_search_words_deleted" AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();--> statement-breakpoint
CREATE TRIGGER "events_search_words_updated" AFTER UPDATE ON "events" FOR EACH ROW
  WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION search_words_updated();--> statement-breakpoint
INSERT INTO "search_words" ("word", "products", "events")
SELECT l."word", sum(l."products")::integer, sum(l."events")::integer
FROM (
  SELECT unnest(tsvector_to_array("search_vector")) AS "word", 1 AS "products", 0 AS "events" FROM "products" WHERE "status" = 'active'
  UNION ALL
  SELECT unnest(tsvector_to_array("search_vector")), 0, 1 FROM "events" WHERE "status" = 'active'
) AS l
GROUP BY l."word";
