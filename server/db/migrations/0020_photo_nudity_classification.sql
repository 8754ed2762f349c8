ALTER TABLE "images" ADD COLUMN "classify_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "nudity_scores" jsonb;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "nudity_score" real;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "nudity" boolean;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "nudity_by_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "classified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "images_classify_pending_idx" ON "images" USING btree ("id") WHERE "images"."classify_state" = 'pending';