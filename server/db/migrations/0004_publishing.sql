CREATE TABLE "content_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"job_kind" text NOT NULL,
	"job_uuid" uuid,
	"reason" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_failures_type_check" CHECK ("content_failures"."item_type" in ('chapter', 'question', 'passage'))
);
--> statement-breakpoint
CREATE TABLE "published_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "published_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_uuid" uuid,
	CONSTRAINT "published_items_type_check" CHECK ("published_items"."item_type" in ('chapter', 'question', 'passage'))
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "job_statuses" ADD COLUMN "error_message" jsonb;--> statement-breakpoint
ALTER TABLE "job_statuses" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_failures" ADD CONSTRAINT "content_failures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_failures" ADD CONSTRAINT "content_failures_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_items" ADD CONSTRAINT "published_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_items" ADD CONSTRAINT "published_items_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_failures_item_job_idx" ON "content_failures" USING btree ("item_type","item_id","job_kind");--> statement-breakpoint
CREATE INDEX "content_failures_org_idx" ON "content_failures" USING btree ("organization_id","item_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "published_items_item_idx" ON "published_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "published_items_topic_idx" ON "published_items" USING btree ("topic_id","item_type","position");