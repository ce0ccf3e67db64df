CREATE TABLE "dispute_proposals" (
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"buyer_kobo" bigint NOT NULL,
	"seller_kobo" bigint NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_proposals_kind_order_id_pk" PRIMARY KEY("kind","order_id"),
	CONSTRAINT "dispute_proposals_kind_check" CHECK ("dispute_proposals"."kind" in ('order', 'ticket-order')),
	CONSTRAINT "dispute_proposals_outcome_check" CHECK ("dispute_proposals"."outcome" in ('refund', 'release', 'split'))
);
--> statement-breakpoint
CREATE TABLE "dispute_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"party" text NOT NULL,
	"text" text NOT NULL,
	"asked_by" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "dispute_questions_kind_check" CHECK ("dispute_questions"."kind" in ('order', 'ticket-order')),
	CONSTRAINT "dispute_questions_party_check" CHECK ("dispute_questions"."party" in ('buyer', 'seller')),
	CONSTRAINT "dispute_questions_answer_check" CHECK (("dispute_questions"."answer" is null) = ("dispute_questions"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_questions" ADD CONSTRAINT "dispute_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_questions_order_idx" ON "dispute_questions" USING btree ("kind","order_id","asked_at");