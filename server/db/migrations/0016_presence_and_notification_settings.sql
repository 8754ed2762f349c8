CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"push_message" boolean DEFAULT true NOT NULL,
	"push_like" boolean DEFAULT true NOT NULL,
	"push_mutual_like" boolean DEFAULT true NOT NULL,
	"mail_message" boolean DEFAULT true NOT NULL,
	"mail_like" boolean DEFAULT false NOT NULL,
	"mail_mutual_like" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"viewing_conversation_id" bigint,
	"viewing_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_seen_idx" ON "presence" USING btree ("seen_at");