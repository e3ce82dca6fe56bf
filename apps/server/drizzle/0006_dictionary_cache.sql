CREATE TABLE "dictionary_cache" (
	"provider" text NOT NULL,
	"word" text NOT NULL,
	"entry" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dictionary_cache_provider_word_pk" PRIMARY KEY("provider","word")
);
--> statement-breakpoint
CREATE INDEX "dictionary_cache_expires_at_idx" ON "dictionary_cache" USING btree ("expires_at");