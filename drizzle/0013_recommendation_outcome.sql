ALTER TABLE "ai_insights" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
UPDATE "ai_insights" SET "outcome" = jsonb_build_object('status', 'pending', 'metric', 'roas', 'measurableOn', to_char(("applied_at" AT TIME ZONE 'UTC')::date + 7, 'YYYY-MM-DD'), 'days', null, 'effect', null, 'margin', null, 'control', null, 'evidence', null, 'measuredAt', null) WHERE "applied_at" IS NOT NULL;
