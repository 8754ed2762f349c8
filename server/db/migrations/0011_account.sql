ALTER TYPE "public"."mail_token_purpose" ADD VALUE 'password_reset';--> statement-breakpoint
ALTER TYPE "public"."mail_token_purpose" ADD VALUE 'mail_change_undo';--> statement-breakpoint
CREATE TABLE "deleted_emails" (
	"site_key" text NOT NULL,
	"email_hash" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_emails_site_key_email_hash_pk" PRIMARY KEY("site_key","email_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_prefix" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;