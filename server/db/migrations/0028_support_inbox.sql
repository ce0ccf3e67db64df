CREATE TABLE "support_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "support_replies_mail_status_check" CHECK ("support_replies"."mail_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "closed_by_email" text;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_replies_request_idx" ON "support_replies" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_replies_pending_idx" ON "support_replies" USING btree ("next_attempt_at") WHERE "support_replies"."mail_status" = 'pending';--> statement-breakpoint
CREATE INDEX "support_requests_inbox_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'closed'));