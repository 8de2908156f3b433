DROP INDEX "customer_profiles_user_customer_idx";--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_insights" ADD COLUMN "applied_change" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_profiles_user_customer_key" ON "customer_profiles" USING btree ("user_id","customer_id");--> statement-breakpoint
ALTER TABLE "ai_insights" ADD CONSTRAINT "ai_insights_fingerprint_unique" UNIQUE("fingerprint");