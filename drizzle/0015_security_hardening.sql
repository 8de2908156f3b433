CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
-- Usernames may no longer contain "@" (a login with "@" is an e-mail address). Existing ones take "_" instead, and a
-- suffix from the id when that spelling is taken; the owner signs in with the new name or their e-mail.
UPDATE "users" AS u SET "username" = CASE
	WHEN EXISTS (SELECT 1 FROM "users" o WHERE o."id" <> u."id" AND lower(o."username") = lower(replace(u."username", '@', '_')))
		OR EXISTS (SELECT 1 FROM "users" o WHERE o."id" < u."id" AND o."username" LIKE '%@%'
			AND lower(replace(o."username", '@', '_')) = lower(replace(u."username", '@', '_')))
	THEN left(replace(u."username", '@', '_'), 43) || '_' || left(u."id"::text, 6)
	ELSE replace(u."username", '@', '_')
END
WHERE u."username" LIKE '%@%';
