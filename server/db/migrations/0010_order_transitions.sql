CREATE TABLE "order_disputes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"buyer_kobo" bigint,
	"seller_kobo" bigint,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_disputes_outcome_check" CHECK ("order_disputes"."outcome" is null or "order_disputes"."outcome" in ('refund', 'release', 'split')),
	CONSTRAINT "order_disputes_amounts_check" CHECK (("order_disputes"."outcome" is null) or ("order_disputes"."buyer_kobo" >= 0 and "order_disputes"."seller_kobo" >= 0 and "order_disputes"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escrow_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_disputes_open_idx" ON "order_disputes" USING btree ("opened_at") WHERE "order_disputes"."decided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_escrow_code_open_unique" ON "orders" USING btree ("escrow_code") WHERE "orders"."status" in ('pending_payment', 'awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'disputed');--> statement-breakpoint
CREATE INDEX "orders_reminder_due_idx" ON "orders" USING btree ("reminder_due_at") WHERE "orders"."reminder_due_at" is not null and "orders"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_order" ON "product_reviews" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_failures_check" CHECK ("orders"."handover_failures" >= 0);