CREATE TABLE "review_list_items" (
	"user_id" text NOT NULL,
	"card_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"game" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_list_items_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "review_list_items" ADD CONSTRAINT "review_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_list_items" ADD CONSTRAINT "review_list_items_card_id_flashcards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_list_items" ADD CONSTRAINT "review_list_items_set_id_flashcard_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_list_items_user_set_idx" ON "review_list_items" USING btree ("user_id","set_id");