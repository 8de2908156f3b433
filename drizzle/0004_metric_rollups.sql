CREATE TABLE "campaign_channel_totals" (
	"campaign_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "campaign_channel_totals_campaign_id_channel_pk" PRIMARY KEY("campaign_id","channel")
);
--> statement-breakpoint
CREATE TABLE "metrics_daily_totals" (
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "metrics_daily_totals_date_channel_pk" PRIMARY KEY("date","channel")
);
--> statement-breakpoint
ALTER TABLE "campaign_channel_totals" ADD CONSTRAINT "campaign_channel_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;