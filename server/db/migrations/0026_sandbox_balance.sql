-- The payment sandbox's balance (server/dev/paystack/tables.ts): one row, a running figure.
CREATE TABLE "sandbox_balance" (
	"id" integer PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "sandbox_balance_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "sandbox_balance" ("id", "balance") VALUES (1, 0);
