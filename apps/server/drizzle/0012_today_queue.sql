CREATE TABLE "card_suspensions" (
	"user_id" text NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_suspensions_user_id_flashcard_id_pk" PRIMARY KEY("user_id","flashcard_id")
);
--> statement-breakpoint
ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_kind_check";--> statement-breakpoint
ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_rating_check";--> statement-breakpoint
ALTER TABLE "study_sessions" ALTER COLUMN "flashcard_set_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_suspensions" ADD CONSTRAINT "card_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_suspensions" ADD CONSTRAINT "card_suspensions_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_reviews_user_due_idx" ON "card_reviews" USING btree ("user_id","next_review_date");--> statement-breakpoint
CREATE INDEX "review_logs_user_reviewed_idx" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_kind_check" CHECK ("review_logs"."kind" in ('review', 'practice', 'undo'));--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_rating_check" CHECK (("review_logs"."kind" in ('review', 'practice') and "review_logs"."rating" between 1 and 5) or ("review_logs"."kind" = 'undo' and "review_logs"."rating" is null));