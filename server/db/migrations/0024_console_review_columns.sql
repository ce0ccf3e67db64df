CREATE TABLE "ledger_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"ok" boolean NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "rejection_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolved_by_email" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
CREATE INDEX "ledger_checks_ran_at_idx" ON "ledger_checks" USING btree ("ran_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_retry_of_withdrawals_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_retry_of_unique" UNIQUE("retry_of");--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_rejection_code_check" CHECK ("kyc_submissions"."rejection_code" is null or "kyc_submissions"."rejection_code" in ('unreadable-id', 'name-mismatch', 'not-student-id', 'expired-id', 'other'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_resolution_check" CHECK ("withdrawals"."resolution" is null or "withdrawals"."resolution" in ('retried', 'returned'));