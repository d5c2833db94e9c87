CREATE TABLE "activity_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"course_id" integer,
	"actor_id" integer,
	"kind" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer,
	"item_title" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_events_kind_check" CHECK ("activity_events"."kind" in ('created', 'edited', 'published', 'unpublished', 'copied', 'moved', 'imported', 'deleted', 'restored', 'reordered', 'generated', 'role_changed', 'member_added', 'member_removed')),
	CONSTRAINT "activity_events_item_type_check" CHECK ("activity_events"."item_type" in ('course', 'unit', 'topic', 'page', 'question', 'passage', 'study_guide', 'member')),
	CONSTRAINT "activity_events_item_check" CHECK ("activity_events"."item_id" is null or "activity_events"."item_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "item_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"document" jsonb,
	"lock_version" integer NOT NULL,
	"source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_versions_item_type_check" CHECK ("item_versions"."item_type" in ('page', 'question', 'passage', 'topic', 'unit', 'course')),
	CONSTRAINT "item_versions_kind_check" CHECK ("item_versions"."kind" in ('created', 'edited', 'published', 'restored', 'imported', 'copied', 'generated'))
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_versions" ADD CONSTRAINT "item_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_versions" ADD CONSTRAINT "item_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_course_idx" ON "activity_events" USING btree ("course_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_events_organization_idx" ON "activity_events" USING btree ("organization_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_events_created_idx" ON "activity_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "item_versions_item_idx" ON "item_versions" USING btree ("item_type","item_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_versions_created_idx" ON "item_versions" USING btree ("created_at");--> statement-breakpoint
-- What students already have is the first version of every published page, question and passage:
-- "Changed since published" compares with it before anything else has been recorded.
INSERT INTO "item_versions" ("organization_id", "item_type", "item_id", "kind", "author_id", "document", "lock_version", "created_at", "saved_at")
SELECT "organization_id", CASE "item_type" WHEN 'chapter' THEN 'page' ELSE "item_type" END, "item_id", 'published', NULL, "document", "version", "published_at", "published_at"
FROM "published_items" ORDER BY "published_at", "id";
