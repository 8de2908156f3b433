ALTER TABLE "google_ads_connection" ADD COLUMN "last_successful_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "metrics_imported_at" timestamp with time zone;--> statement-breakpoint
UPDATE "google_ads_connection" SET "last_successful_sync_at" = "last_sync_at" WHERE "last_sync_result" LIKE 'ok%';--> statement-breakpoint
UPDATE "campaigns" SET "metrics_imported_at" = "updated_at" WHERE "data_source" = 'imported';
