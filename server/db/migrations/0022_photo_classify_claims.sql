ALTER TABLE "images" ADD COLUMN "classify_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "classify_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_classify_state_check" CHECK ("images"."classify_state" in ('pending', 'done', 'failed'));--> statement-breakpoint
-- Wakes the photo classification jobs (server/features/photos/classify) when photos arrive, from
-- every path that stores one (members, staff, seeds). Per statement: a batch insert wakes them once.
CREATE FUNCTION images_classify_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('photo_classify', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER images_classify_notify AFTER INSERT ON images
  FOR EACH STATEMENT EXECUTE FUNCTION images_classify_notify();
