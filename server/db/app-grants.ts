import type pg from 'pg';

/**
 * Tables the app only adds to and reads: the staff audit trail is evidence and the ledger is the
 * money trail. Their triggers refuse changes even from the owner; the app may not even try.
 */
const APPEND_ONLY_TABLES = ['staff_audit', 'credit_ledger'];

/**
 * Gives the app's role what serving requests needs, run by the owner after migrations
 * (decision 022c): the rows of every table (only adding to and reading the append-only ones), the
 * sequences, the migration journal (readiness), and the same on tables later migrations create.
 * Nothing more: owning no table, the app cannot alter one, switch a trigger off or create one.
 * Revoking first drops rights an earlier setup gave; no connection sees the rights half-granted.
 */
export async function grantApp(client: pg.ClientBase, appRole: string): Promise<void> {
  const role = client.escapeIdentifier(appRole);
  // One simple query of several statements runs as one transaction, rolled back whole on error.
  await client.query(`
    revoke all on all tables in schema public from ${role};
    revoke all on all sequences in schema public from ${role};
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    revoke update, delete on ${APPEND_ONLY_TABLES.join(', ')} from ${role};
    grant usage, select on all sequences in schema public to ${role};
    grant usage on schema drizzle to ${role};
    grant select on drizzle.__drizzle_migrations to ${role};
    alter default privileges in schema public grant select, insert, update, delete on tables to ${role};
    alter default privileges in schema public grant usage, select on sequences to ${role};`);
}

/**
 * Why the app's connection has more rights than it should (a superuser, or the owner of its
 * tables: one role for both, as before decision 022c), for a warning at start; null when it has not.
 */
export async function excessRights(
  on: { $client: pg.Pool } | pg.Pool | pg.ClientBase,
): Promise<string | null> {
  const client = '$client' in on ? on.$client : on;
  const res = await client.query<{ role: string; superuser: boolean; owns: number }>(`
    select current_user as role, r.rolsuper as superuser,
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relowner = r.oid) as owns
    from pg_roles r where r.rolname = current_user`);
  const me = res.rows[0];
  if (!me || (!me.superuser && me.owns === 0)) return null;
  const what = me.superuser ? 'a superuser' : `the owner of ${me.owns} tables`;
  return `the app connects as ${me.role}, ${what}: it could rewrite the staff audit trail; give it a role of its own (DATABASE_URL, DATABASE_OWNER_URL; see the README)`;
}
