DROP INDEX "courses_org_name_idx";--> statement-breakpoint
CREATE INDEX "courses_org_lower_name_idx" ON "courses" USING btree ("organization_id",lower("name"),"id");