CREATE UNLOGGED TABLE "member_event_head" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" bigint NOT NULL,
	"kept_after" bigint NOT NULL,
	CONSTRAINT "member_event_head_one" CHECK ("member_event_head"."one")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "member_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"event" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_events_user_idx" ON "member_events" USING btree ("user_id","id");