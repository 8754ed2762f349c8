-- The two database roles of amorio (decision 022c): amorio_owner owns the schema and runs the
-- migrations; amorio_app is what the app serves requests as, and gets only the rights the owner
-- grants it after each migration run (server/db/app-grants.ts).
--
-- Run as a superuser connected to the app's database; safe to repeat (compose runs it at every
-- start, the embedded database at every start). Passwords are set apart, e.g. in psql:
--   ALTER ROLE amorio_owner PASSWORD :'owner_password';  ALTER ROLE amorio_app PASSWORD :'app_password';
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'amorio_owner') THEN
    CREATE ROLE amorio_owner LOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'amorio_app') THEN
    CREATE ROLE amorio_app LOGIN;
  END IF;
  EXECUTE format('ALTER DATABASE %I OWNER TO amorio_owner', current_database());
END $$;

ALTER SCHEMA public OWNER TO amorio_owner;
-- PostgreSQL before 15 lets every role create tables in public.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

-- A database the app created as another role (the superuser, before this file existed) is handed
-- to the owner, so that its migrations can change every table.
DO $$
DECLARE
  r record;
BEGIN
  IF EXISTS (SELECT FROM pg_namespace WHERE nspname = 'drizzle') THEN
    ALTER SCHEMA drizzle OWNER TO amorio_owner;
  END IF;
  -- Tables, views and free-standing sequences (a column's sequence follows its table).
  FOR r IN
    SELECT c.oid::regclass AS name,
           CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND c.relowner <> 'amorio_owner'::regrole
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                      AND d.deptype IN ('a', 'i', 'e'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO amorio_owner', r.kind, r.name);
  END LOOP;
  FOR r IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname IN ('public', 'drizzle') AND p.proowner <> 'amorio_owner'::regrole
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO amorio_owner', r.name);
  END LOOP;
  -- Enums and domains (a table's row type and array types follow their owner object).
  FOR r IN
    SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND t.typtype IN ('e', 'd', 'r')
      AND t.typowner <> 'amorio_owner'::regrole
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO amorio_owner', r.name);
  END LOOP;
END $$;
