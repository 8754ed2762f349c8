ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_profile_id_profiles_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");