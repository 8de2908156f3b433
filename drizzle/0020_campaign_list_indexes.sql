DROP INDEX "campaigns_status_created_idx";--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_budget_idx" ON "campaigns" USING btree ("budget","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_budget_idx" ON "campaigns" USING btree ("status","budget","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_roas_idx" ON "campaigns" USING btree ((coalesce(("performance_metrics"->>'roas')::numeric, -1)),"created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_roas_idx" ON "campaigns" USING btree ("status",(coalesce(("performance_metrics"->>'roas')::numeric, -1)),"created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at","id");