CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text,
	"subject" text,
	"url" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_kind_check" CHECK ("support_requests"."kind" in ('service', 'complaint'))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_site_created_idx" ON "support_requests" USING btree ("site_key","created_at");