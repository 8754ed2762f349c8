CREATE TYPE "public"."staff_role" AS ENUM('operator', 'moderator', 'admin');--> statement-breakpoint
CREATE TABLE "member_bans" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"previous_status" text NOT NULL,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_inbox" (
	"conversation_id" bigint PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"claimed_by" bigint,
	"claim_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_notes" (
	"profile_id" bigint PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"sites" text[] NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_email_lower" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"action" text NOT NULL,
	"site_key" text,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_inbox" ADD CONSTRAINT "operator_inbox_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_inbox" ADD CONSTRAINT "operator_inbox_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_notes" ADD CONSTRAINT "operator_notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_notes" ADD CONSTRAINT "operator_notes_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_inbox_waiting_idx" ON "operator_inbox" USING btree ("waiting_since","conversation_id");--> statement-breakpoint
CREATE INDEX "operator_inbox_claimed_idx" ON "operator_inbox" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "staff_audit_created_idx" ON "staff_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "member_reports_open_idx" ON "member_reports" USING btree ("created_at") WHERE "member_reports"."resolved_at" is null;--> statement-breakpoint
-- The audit trail is evidence: no row is ever changed or removed, whatever the caller.
CREATE FUNCTION staff_audit_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit rows are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_update_delete
  BEFORE UPDATE OR DELETE OR TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_immutable();
--> statement-breakpoint
-- A member's message to a fictional profile puts its conversation in the operator inbox (once:
-- an already waiting conversation keeps its place), in the sender's own transaction.
CREATE FUNCTION operator_inbox_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO operator_inbox (conversation_id, site_key, waiting_since)
  SELECT NEW.conversation_id, c.site_key, NEW.created_at FROM conversations c
  WHERE c.id = NEW.conversation_id
  ON CONFLICT (conversation_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_operator_pending AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.operator_pending) EXECUTE FUNCTION operator_inbox_enqueue();
--> statement-breakpoint
-- Open staff inboxes refresh when a conversation starts waiting, is claimed, released or answered.
CREATE FUNCTION operator_inbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_inbox', COALESCE(NEW.site_key, OLD.site_key));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_inbox_notify AFTER INSERT OR UPDATE OR DELETE ON operator_inbox
  FOR EACH ROW EXECUTE FUNCTION operator_inbox_changed();
--> statement-breakpoint
-- Messages that were already waiting before the staff console existed.
INSERT INTO operator_inbox (conversation_id, site_key, waiting_since)
SELECT m.conversation_id, c.site_key, min(m.created_at)
FROM messages m JOIN conversations c ON c.id = m.conversation_id
WHERE m.operator_pending
GROUP BY m.conversation_id, c.site_key;
