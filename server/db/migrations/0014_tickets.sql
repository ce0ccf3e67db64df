CREATE TABLE "ticket_disputes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"buyer_kobo" bigint,
	"seller_kobo" bigint,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ticket_disputes_outcome_check" CHECK ("ticket_disputes"."outcome" is null or "ticket_disputes"."outcome" in ('refund', 'release', 'split')),
	CONSTRAINT "ticket_disputes_amounts_check" CHECK (("ticket_disputes"."outcome" is null) or ("ticket_disputes"."buyer_kobo" >= 0 and "ticket_disputes"."seller_kobo" >= 0 and "ticket_disputes"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ticket_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_order_events_actor_check" CHECK ("ticket_order_events"."actor" in ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "ticket_order_lines" (
	"order_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tier_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"seats_per_ticket" integer NOT NULL,
	CONSTRAINT "ticket_order_lines_order_id_tier_id_pk" PRIMARY KEY("order_id","tier_id"),
	CONSTRAINT "ticket_order_lines_quantity_check" CHECK ("ticket_order_lines"."quantity" > 0 and "ticket_order_lines"."seats_per_ticket" >= 1),
	CONSTRAINT "ticket_order_lines_price_check" CHECK ("ticket_order_lines"."unit_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total_kobo" bigint NOT NULL,
	"admits" integer NOT NULL,
	"contact_firstname" text NOT NULL,
	"contact_lastname" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_university_id" integer NOT NULL,
	"contact_address" text NOT NULL,
	"contact_landmark" text NOT NULL,
	"payment_reference" text,
	"authorization_url" text,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"resent_at" timestamp with time zone,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('pending_payment', 'paid', 'completed', 'expired', 'cancelled', 'disputed', 'resolved')),
	CONSTRAINT "ticket_orders_amounts_check" CHECK ("ticket_orders"."total_kobo" >= 0 and "ticket_orders"."admits" > 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"seats" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'refunded')),
	CONSTRAINT "tickets_seat_check" CHECK ("tickets"."seat" >= 1 and "tickets"."seat" <= "tickets"."seats")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_disputes" ADD CONSTRAINT "ticket_disputes_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_disputes" ADD CONSTRAINT "ticket_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_events" ADD CONSTRAINT "ticket_order_events_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_events" ADD CONSTRAINT "ticket_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_lines" ADD CONSTRAINT "ticket_order_lines_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_lines" ADD CONSTRAINT "ticket_order_lines_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_disputes_open_idx" ON "ticket_disputes" USING btree ("opened_at") WHERE "ticket_disputes"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_order_events_order_idx" ON "ticket_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_payment_reference_unique" ON "ticket_orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "ticket_orders_buyer_idx" ON "ticket_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_orders_event_idx" ON "ticket_orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "ticket_orders_due_idx" ON "ticket_orders" USING btree ("due_at") WHERE "ticket_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_unique" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","tier_id");