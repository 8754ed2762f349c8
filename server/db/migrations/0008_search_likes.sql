CREATE TABLE "search_filters" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"gender" "gender",
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"country" text,
	"countryregion" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_filters_ages" CHECK ("search_filters"."min_age" >= 18 AND "search_filters"."max_age" <= 100 AND "search_filters"."min_age" <= "search_filters"."max_age")
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reporter_profile_id" bigint NOT NULL,
	"reported_profile_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_reports_reason" CHECK ("member_reports"."reason" IN ('fake', 'spam', 'abuse', 'inappropriate_photo', 'underage', 'other')),
	CONSTRAINT "member_reports_text_len" CHECK (char_length("member_reports"."text") <= 1000),
	CONSTRAINT "member_reports_not_self" CHECK ("member_reports"."reporter_profile_id" <> "member_reports"."reported_profile_id")
);
--> statement-breakpoint
ALTER TABLE "search_filters" ADD CONSTRAINT "search_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_profile_id_profiles_id_fk" FOREIGN KEY ("reporter_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_profile_id_profiles_id_fk" FOREIGN KEY ("reported_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_reports_pair_idx" ON "member_reports" USING btree ("reporter_profile_id","reported_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("site_key","gender","id" DESC) INCLUDE ("birth_date","country","region_id") WHERE NOT "profiles"."deleted";--> statement-breakpoint
CREATE INDEX "profiles_search_country_idx" ON "profiles" USING btree ("site_key","country","gender","id" DESC) INCLUDE ("birth_date","region_id") WHERE NOT "profiles"."deleted";--> statement-breakpoint
CREATE INDEX "likes_liker_created_idx" ON "likes" USING btree ("liker_profile_id","created_at");
