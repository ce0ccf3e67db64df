-- The search indexes without a GIN pending list: PGlite has no autovacuum to merge one, and a
-- search that must read a long pending list costs so much that the planner scans the table.
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);