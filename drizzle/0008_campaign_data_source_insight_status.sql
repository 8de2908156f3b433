ALTER TABLE "campaigns" ADD COLUMN "data_source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_insights_kind_created_idx" ON "ai_insights" USING btree ("kind","created_at");--> statement-breakpoint
-- Backfill: campaigns linked to Google Ads are synced; every existing insight's kind comes from its evidence.
UPDATE "campaigns" SET "data_source" = 'google-ads' WHERE "external_id" IS NOT NULL;--> statement-breakpoint
UPDATE "ai_insights" SET "kind" = COALESCE("data"->>'kind', 'other');
