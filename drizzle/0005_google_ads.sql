ALTER TABLE "google_ads_connection" ADD COLUMN "encrypted_pending_refresh_token" text;--> statement-breakpoint
ALTER TABLE "google_ads_connection" ADD COLUMN "encrypted_developer_token" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "campaigns_external_id_idx" ON "campaigns" USING btree ("external_id");