ALTER TABLE "card_reviews" ADD COLUMN "total_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the review states written before this column: their totals from card_statistics
UPDATE "card_reviews" AS r SET "total_reviews" = s."total_reviews" FROM "card_statistics" AS s WHERE s."user_id" = r."user_id" AND s."flashcard_id" = r."flashcard_id";
