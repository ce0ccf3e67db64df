-- The counters behind every rate limit when Kampus runs on PostgreSQL, shared by all replicas
-- (server/http/limit-store.ts). The table of rate-limiter-flexible's RateLimiterPostgres,
-- created here so that replicas starting together never race on CREATE TABLE; `key` is text
-- as keys hold an e-mail and an address. `expire` is in epoch milliseconds (null: never).
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY,
	"points" integer NOT NULL DEFAULT 0,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
