-- A paid message moves the sender's credit balance. The balance is not part of what the session
-- cache keeps or of whether a session is valid, yet the users trigger announced every such update
-- with a NOTIFY inside the message's transaction, which takes PostgreSQL's global notify lock at
-- commit and serialised all sends (decision 019a). Balance-only updates are no longer announced;
-- any other change to the row still is (whole-row comparison, so a new column is covered).
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'credit_balance') IS DISTINCT FROM (to_jsonb(NEW) - 'credit_balance'))
  EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
