CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_login" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_set_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"shared_with_user_id" text,
	"shared_with_email" text NOT NULL,
	"permission" text DEFAULT 'view' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_set_shares_set_email_unique" UNIQUE("set_id","shared_with_email"),
	CONSTRAINT "flashcard_set_shares_permission_check" CHECK ("flashcard_set_shares"."permission" in ('view', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "flashcard_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_sets_color_check" CHECK ("flashcard_sets"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"front_text" text NOT NULL,
	"back_text" text NOT NULL,
	"front_image_url" text,
	"back_image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"flashcard_set_id" uuid NOT NULL,
	"study_session_id" uuid,
	"difficulty_rating" smallint NOT NULL,
	"easiness_factor" double precision NOT NULL,
	"interval_days" integer NOT NULL,
	"repetition_count" integer NOT NULL,
	"next_review_date" timestamp with time zone NOT NULL,
	"last_reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_reviews_user_flashcard_unique" UNIQUE("user_id","flashcard_id"),
	CONSTRAINT "card_reviews_rating_check" CHECK ("card_reviews"."difficulty_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "card_statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"flashcard_set_id" uuid NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"very_hard_count" integer DEFAULT 0 NOT NULL,
	"hard_count" integer DEFAULT 0 NOT NULL,
	"medium_count" integer DEFAULT 0 NOT NULL,
	"easy_count" integer DEFAULT 0 NOT NULL,
	"very_easy_count" integer DEFAULT 0 NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_statistics_user_flashcard_unique" UNIQUE("user_id","flashcard_id")
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"flashcard_set_id" uuid NOT NULL,
	"study_session_id" uuid,
	"kind" text NOT NULL,
	"undoes_log_id" uuid,
	"rating" smallint,
	"easiness_factor_before" double precision,
	"interval_days_before" integer,
	"repetition_count_before" integer,
	"next_review_date_before" timestamp with time zone,
	"last_reviewed_at_before" timestamp with time zone,
	"rating_before" smallint,
	"easiness_factor_after" double precision,
	"interval_days_after" integer,
	"repetition_count_after" integer,
	"next_review_date_after" timestamp with time zone,
	"reviewed_at" timestamp with time zone NOT NULL,
	"elapsed_ms" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_logs_user_event_unique" UNIQUE("user_id","client_event_id"),
	CONSTRAINT "review_logs_kind_check" CHECK ("review_logs"."kind" in ('review', 'undo')),
	CONSTRAINT "review_logs_rating_check" CHECK (("review_logs"."kind" = 'review' and "review_logs"."rating" between 1 and 5) or ("review_logs"."kind" = 'undo' and "review_logs"."rating" is null))
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"flashcard_set_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"total_cards_studied" integer,
	"cards_correct" integer,
	"cards_hard" integer,
	"session_duration_seconds" integer,
	"card_order" uuid[] NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_type" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"test_number" integer NOT NULL,
	"score" integer,
	"band_score" double precision,
	"time_taken_seconds" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"word_count" integer,
	"average_self_rating" double precision,
	CONSTRAINT "test_results_test_type_check" CHECK ("test_results"."test_type" in ('reading', 'listening', 'writing', 'speaking')),
	CONSTRAINT "test_results_status_check" CHECK ("test_results"."status" in ('completed')),
	CONSTRAINT "test_results_test_number_check" CHECK ("test_results"."test_number" between 1 and 5),
	CONSTRAINT "test_results_band_check" CHECK ("test_results"."band_score" is null or "test_results"."band_score" between 0 and 9),
	CONSTRAINT "test_results_self_rating_check" CHECK ("test_results"."average_self_rating" is null or "test_results"."average_self_rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_set_shares" ADD CONSTRAINT "flashcard_set_shares_set_id_flashcard_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_set_shares" ADD CONSTRAINT "flashcard_set_shares_shared_with_user_id_users_id_fk" FOREIGN KEY ("shared_with_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_sets" ADD CONSTRAINT "flashcard_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_set_id_flashcard_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_flashcard_set_id_flashcard_sets_id_fk" FOREIGN KEY ("flashcard_set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_study_session_id_study_sessions_id_fk" FOREIGN KEY ("study_session_id") REFERENCES "public"."study_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statistics" ADD CONSTRAINT "card_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statistics" ADD CONSTRAINT "card_statistics_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statistics" ADD CONSTRAINT "card_statistics_flashcard_set_id_flashcard_sets_id_fk" FOREIGN KEY ("flashcard_set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_flashcard_set_id_flashcard_sets_id_fk" FOREIGN KEY ("flashcard_set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_study_session_id_study_sessions_id_fk" FOREIGN KEY ("study_session_id") REFERENCES "public"."study_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_flashcard_set_id_flashcard_sets_id_fk" FOREIGN KEY ("flashcard_set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "flashcard_set_shares_user_idx" ON "flashcard_set_shares" USING btree ("shared_with_user_id");--> statement-breakpoint
CREATE INDEX "flashcard_set_shares_email_idx" ON "flashcard_set_shares" USING btree ("shared_with_email");--> statement-breakpoint
CREATE INDEX "flashcard_sets_user_created_idx" ON "flashcard_sets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flashcards_set_position_idx" ON "flashcards" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "card_reviews_user_set_idx" ON "card_reviews" USING btree ("user_id","flashcard_set_id");--> statement-breakpoint
CREATE INDEX "card_statistics_user_set_idx" ON "card_statistics" USING btree ("user_id","flashcard_set_id");--> statement-breakpoint
CREATE INDEX "review_logs_session_seq_idx" ON "review_logs" USING btree ("study_session_id","seq");--> statement-breakpoint
CREATE INDEX "review_logs_user_card_idx" ON "review_logs" USING btree ("user_id","flashcard_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "study_sessions_user_set_started_idx" ON "study_sessions" USING btree ("user_id","flashcard_set_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_results_user_type_created_idx" ON "test_results" USING btree ("user_id","test_type","created_at" DESC NULLS LAST);