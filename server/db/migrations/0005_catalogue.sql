-- Trigram matching for typo-tolerant title search (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"venue" text NOT NULL,
	"location_tips" text,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"banner_key" text NOT NULL,
	"instagram" text,
	"twitter" text,
	"telegram" text,
	"website" text,
	"price_from_kobo" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || category || ' ' || venue || ' ' || description_text)) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "events_category_check" CHECK ("events"."category" in ('Parties', 'Tech', 'Religious', 'Academic')),
	CONSTRAINT "events_format_check" CHECK ("events"."format" in ('physical', 'virtual', 'hybrid')),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_price_check" CHECK ("events"."price_from_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seats_per_ticket" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ticket_tiers_price_check" CHECK ("ticket_tiers"."price_kobo" >= 0),
	CONSTRAINT "ticket_tiers_sold_check" CHECK ("ticket_tiers"."sold" >= 0 and "ticket_tiers"."sold" <= "ticket_tiers"."quantity"),
	CONSTRAINT "ticket_tiers_seats_check" CHECK ("ticket_tiers"."seats_per_ticket" >= 1)
);
--> statement-breakpoint
CREATE TABLE "listing_slug_redirects" (
	"listing_type" text NOT NULL,
	"slug" text NOT NULL,
	"product_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_slug_redirects_type_slug" UNIQUE("listing_type","slug"),
	CONSTRAINT "listing_slug_redirects_target_check" CHECK (("listing_slug_redirects"."listing_type" = 'products' and "listing_slug_redirects"."product_id" is not null and "listing_slug_redirects"."event_id" is null) or ("listing_slug_redirects"."listing_type" = 'tickets' and "listing_slug_redirects"."event_id" is not null and "listing_slug_redirects"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_listings_user_product" UNIQUE("user_id","product_id"),
	CONSTRAINT "saved_listings_user_event" UNIQUE("user_id","event_id"),
	CONSTRAINT "saved_listings_one_target_check" CHECK (("saved_listings"."product_id" is null) <> ("saved_listings"."event_id" is null))
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"units_available" integer NOT NULL,
	"condition" text NOT NULL,
	"brand" text,
	"campus_only" boolean NOT NULL,
	"image_keys" text[] NOT NULL,
	"pickup" boolean NOT NULL,
	"door_fee_kobo" bigint,
	"door_min_days" integer,
	"door_max_days" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || coalesce(brand, '') || ' ' || category || ' ' || description_text)) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('Gadgets', 'Fashion', 'Home')),
	CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('new', 'like_new', 'good', 'fair')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_kobo" > 0),
	CONSTRAINT "products_units_check" CHECK ("products"."units_available" >= 0),
	CONSTRAINT "products_delivery_check" CHECK (("products"."door_fee_kobo" is null) = ("products"."door_min_days" is null) and ("products"."door_fee_kobo" is null) = ("products"."door_max_days" is null) and ("products"."pickup" or "products"."door_fee_kobo" is not null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_slug_redirects" ADD CONSTRAINT "listing_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_slug_redirects" ADD CONSTRAINT "listing_slug_redirects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_seller_idx" ON "events" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_tiers_event_idx" ON "ticket_tiers" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "saved_listings_user_idx" ON "saved_listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_author" ON "product_reviews" USING btree ("product_id","author_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price_kobo");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);