CREATE TABLE "metrics_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"campaign_key" text NOT NULL,
	"campaign" text NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"spend" numeric(16, 2) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"phase" text DEFAULT 'receiving' NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"bytes_total" bigint,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metrics_import_rows" ADD CONSTRAINT "metrics_import_rows_import_id_metrics_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."metrics_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics_imports" ADD CONSTRAINT "metrics_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metrics_import_rows_import_idx" ON "metrics_import_rows" USING btree ("import_id","campaign_key");--> statement-breakpoint
CREATE INDEX "metrics_imports_updated_at_idx" ON "metrics_imports" USING btree ("updated_at");