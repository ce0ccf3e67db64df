ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "latest_shown_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "shown_starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ticket_orders" SET "shown_starts_at" = "events"."starts_at" FROM "events" WHERE "events"."id" = "ticket_orders"."event_id";--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "shown_starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "start_moved_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('pending_payment', 'paid', 'completed', 'expired', 'cancelled', 'disputed', 'resolved', 'refunded'));
