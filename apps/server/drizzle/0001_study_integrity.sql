ALTER TABLE "card_reviews" ADD COLUMN "last_log_id" uuid;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "previous_log_id" uuid;--> statement-breakpoint
ALTER TABLE "study_sessions" DROP COLUMN "time_zone";--> statement-breakpoint
-- Backfill: each review state names the latest rating of the card that no undo cancelled.
UPDATE "card_reviews" r SET "last_log_id" = (
  SELECT l."id" FROM "review_logs" l
  WHERE l."user_id" = r."user_id" AND l."flashcard_id" = r."flashcard_id" AND l."kind" = 'review'
    AND NOT EXISTS (SELECT 1 FROM "review_logs" u WHERE u."kind" = 'undo' AND u."undoes_log_id" = l."id")
  ORDER BY l."seq" DESC LIMIT 1
);
