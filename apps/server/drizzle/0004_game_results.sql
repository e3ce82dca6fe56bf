CREATE TABLE "game_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"set_id" uuid,
	"score" integer NOT NULL,
	"accuracy_percent" integer,
	"duration_seconds" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_results_game_check" CHECK ("game_results"."game" in ('matching', 'quiz', 'spelling-bee', 'dictation', 'word-builder', 'word-search'))
);
--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_set_id_flashcard_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_results_user_game_score_idx" ON "game_results" USING btree ("user_id","game","score" DESC NULLS LAST);