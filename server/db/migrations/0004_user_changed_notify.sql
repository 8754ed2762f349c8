-- Every change that alters what GET /api/user.php answers, or whether a session is valid,
-- announces the member's id after commit. Each server process LISTENs and drops its cached
-- session entries for that member, so no code path can forget to invalidate.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid bigint;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    uid := COALESCE(NEW.id, OLD.id);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    uid := OLD.user_id;
  ELSIF TG_TABLE_NAME = 'profiles' THEN
    uid := COALESCE(NEW.user_id, OLD.user_id);
  ELSIF TG_TABLE_NAME = 'images' THEN
    SELECT user_id INTO uid FROM profiles WHERE id = COALESCE(NEW.profile_id, OLD.profile_id);
  END IF;
  IF uid IS NOT NULL THEN
    PERFORM pg_notify('user_changed', uid::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_changed AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER images_changed AFTER INSERT OR UPDATE OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
