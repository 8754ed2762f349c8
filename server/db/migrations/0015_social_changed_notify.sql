-- Every like, seen-mark and block (added, changed or removed, by any code path or cascade)
-- announces both profile ids after commit. Each server process LISTENs and drops its cached
-- search state of those viewers (server/features/search/viewer-social.ts, decision 019b).
CREATE FUNCTION notify_social_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'likes' THEN
    PERFORM pg_notify('social_changed',
      COALESCE(NEW.liker_profile_id, OLD.liker_profile_id)::text || ',' ||
      COALESCE(NEW.liked_profile_id, OLD.liked_profile_id)::text);
  ELSE
    PERFORM pg_notify('social_changed',
      COALESCE(NEW.blocker_profile_id, OLD.blocker_profile_id)::text || ',' ||
      COALESCE(NEW.blocked_profile_id, OLD.blocked_profile_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER likes_changed AFTER INSERT OR UPDATE OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION notify_social_changed();
--> statement-breakpoint
CREATE TRIGGER blocks_changed AFTER INSERT OR UPDATE OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION notify_social_changed();
