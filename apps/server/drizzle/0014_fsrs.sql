ALTER TABLE "card_reviews" ADD COLUMN "stability" double precision;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD COLUMN "difficulty" double precision;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD COLUMN "fsrs_interval_days" integer;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "stability_before" double precision;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "difficulty_before" double precision;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "stability_after" double precision;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "difficulty_after" double precision;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "elapsed_days" integer;