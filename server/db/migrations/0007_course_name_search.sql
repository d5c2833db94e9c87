CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "courses_name_search_idx" ON "courses" USING gin (regexp_replace(lower("name"), '[^a-z0-9]+', '', 'g') gin_trgm_ops);
