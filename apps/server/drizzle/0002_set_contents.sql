CREATE TABLE "flashcard_set_contents" (
	"set_id" uuid PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"json" text NOT NULL,
	"gzip" "bytea" NOT NULL,
	"brotli" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard_set_contents" ADD CONSTRAINT "flashcard_set_contents_set_id_flashcard_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."flashcard_sets"("id") ON DELETE cascade ON UPDATE no action;