DROP INDEX "page_views_path_idx";--> statement-breakpoint
CREATE INDEX "page_views_path_created_at_idx" ON "page_views" USING btree ("path","created_at");