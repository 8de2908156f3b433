CREATE TABLE "campaign_channel_running_totals" (
	"campaign_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"date" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "campaign_channel_running_totals_campaign_id_channel_date_pk" PRIMARY KEY("campaign_id","channel","date")
);
--> statement-breakpoint
CREATE TABLE "metric_rollup_builds" (
	"name" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics_daily_campaigns" (
	"date" date PRIMARY KEY NOT NULL,
	"campaigns" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_channel_running_totals" ADD CONSTRAINT "campaign_channel_running_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_channel_running_totals_by_date_idx" ON "campaign_channel_running_totals" USING btree ("date","channel","campaign_id","impressions","clicks","conversions","spend","revenue");--> statement-breakpoint
-- Metrics written before the running totals existed: the server builds them at start-up, in slices (ensureRollupsBuilt).
INSERT INTO "metric_rollup_builds" ("name") SELECT 'running_totals' WHERE EXISTS (SELECT 1 FROM "campaign_metrics");
