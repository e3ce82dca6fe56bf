-- Issue 19 §3, the card browser's search: trigram matching (pg_trgm) over accent-folded text.
-- The extension must be available to the database (on PostgreSQL: the contrib package, and a
-- role that may create it; PGlite loads it in db/client.ts). The translate() table is
-- SEARCH_FOLD_TABLE of packages/domain/src/flashcards/card-browser.ts (a test compares them).
-- Both functions name nothing outside pg_catalog, so they work under PostgreSQL 17's safe
-- search_path during maintenance. flashcards.search_text is stored (computed on each write), so
-- a search compares a plain column: evaluating the SQL function on every candidate row cost
-- ~30 µs a row (37 ms for a common word over 30,000 cards).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$ SELECT translate(lower(value), 'àÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆìÌíÍỉỈĩĨịỊòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰỳỲýÝỷỶỹỸỵỴđĐ̛̣̀́̃̉̂̆', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiioooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyydd') $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_search_text(front text, back text, tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT translate(lower(coalesce(front, '') || E'\n' || coalesce(back, '') || E'\n' || array_to_string(coalesce(tags, '{}'::text[]), E'\n')), 'àÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆìÌíÍỉỈĩĨịỊòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰỳỲýÝỷỶỹỸỵỴđĐ̛̣̀́̃̉̂̆', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiioooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyydd') $fn$;
--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (card_search_text(front_text, back_text, tags)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "flashcards_search_trgm_idx" ON "flashcards" USING gin ("search_text" gin_trgm_ops);
