CREATE SEQUENCE "sandbox_ids" START WITH 1000002;--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"id" bigint NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"callback_url" text,
	"metadata" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"origin" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "sandbox_transactions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_recipients" (
	"code" text PRIMARY KEY NOT NULL,
	"id" bigint NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_recipients_account_unique" UNIQUE("bank_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"id" bigint NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"recipient_code" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_named_accounts" (
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_named_accounts_pk" PRIMARY KEY("bank_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"event" text NOT NULL,
	"reference" text NOT NULL,
	"url" text,
	"origin" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "next_attempt_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "dev_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"sent_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_mails_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "dev_mails_to_idx" ON "dev_mails" USING btree ("to","id" DESC);
