CREATE TABLE "insights_engine_runs" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"inputs_digest" text NOT NULL,
	"examined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights_engine_runs" ADD CONSTRAINT "insights_engine_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;