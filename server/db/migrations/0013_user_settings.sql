CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_order_updates" boolean DEFAULT true NOT NULL,
	"email_new_messages" boolean DEFAULT true NOT NULL,
	"email_escrow_confirmations" boolean DEFAULT true NOT NULL,
	"email_promotions" boolean DEFAULT false NOT NULL,
	"sms_order_updates" boolean DEFAULT true NOT NULL,
	"sms_escrow_confirmations" boolean DEFAULT true NOT NULL,
	"in_app_order_updates" boolean DEFAULT true NOT NULL,
	"in_app_new_messages" boolean DEFAULT true NOT NULL,
	"in_app_promotions" boolean DEFAULT false NOT NULL,
	"in_app_escrow_confirmations" boolean DEFAULT true NOT NULL,
	"in_app_disputes_and_alerts" boolean DEFAULT true NOT NULL,
	"who_can_message" text DEFAULT 'any_seller' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_settings_who_can_message_check" CHECK ("user_settings"."who_can_message" in ('verified_sellers', 'any_seller', 'purchased_from'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;