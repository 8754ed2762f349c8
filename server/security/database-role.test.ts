import { excessRights } from '@server/db/app-grants';
import { setUpTestDb } from '@server/test/test-app';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The app's database role (issue 22, item 11; decision 022c): rows only, and of the audit trail
 * and the ledger only adding and reading. Even a statement of an attacker's choosing, sent on the
 * app's own connection, cannot rewrite the evidence, switch its trigger off or change the schema.
 */
const t = setUpTestDb();
let owner: pg.Client;

beforeAll(async () => {
  owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
  // An audit row and a ledger row to attack (as the app writes them).
  await t.db.$client.query(`
    insert into users (site_key, email, password_hash, language) values ('demo', 'role@example.com', 'x', 'en');
    insert into staff (email, name, password_hash, role, sites, totp_secret)
      values ('role-staff@example.com', 'Role', 'x', 'admin', '{demo}', 'x');
    insert into staff_audit (staff_id, action, site_key, target_type, target_id)
      select id, 'member.note', 'demo', 'user', '1' from staff;
    insert into credit_ledger (user_id, delta, balance_after, reason, key)
      select id, 5, 5, 'adjustment', 'role-test' from users where email = 'role@example.com';`);
});
afterAll(async () => {
  await owner.end();
});

/** The SQLSTATE the app's connection answers `statement` with ('ok' when it runs). */
async function asApp(statement: string): Promise<string> {
  return t.db.$client.query(statement).then(
    () => 'ok',
    (err: { code?: string }) => err.code ?? 'no code',
  );
}
const DENIED = '42501';

describe("the app's database role", () => {
  it('is no superuser and may create neither roles nor databases', async () => {
    const me = await t.db.$client.query(
      'select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(me.rows).toEqual([
      { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false },
    ]);
  });

  it('has no more rights than it should, while a role that owns the tables is warned about at start', async () => {
    expect(await excessRights(t.db.$client)).toBeNull();
    expect(await excessRights(owner)).toMatch(/amorio_owner, the owner of \d+ tables/);
  });

  it('owns nothing in the database', async () => {
    const owned = await t.db.$client.query(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relowner = current_user::regrole and n.nspname in ('public', 'drizzle')`);
    expect(owned.rows).toEqual([]);
  });

  it('reads and adds audit rows, and can neither change nor remove one', async () => {
    expect(await asApp('select count(*) from staff_audit')).toBe('ok');
    expect(await asApp('update staff_audit set ip = null')).toBe(DENIED);
    expect(await asApp('delete from staff_audit')).toBe(DENIED);
    expect(await asApp('truncate staff_audit')).toBe(DENIED);
    expect(await asApp('select * from staff_audit for update')).toBe(DENIED);
  });

  it("cannot switch the audit trail's trigger off, nor skip triggers for its session", async () => {
    expect(await asApp('alter table staff_audit disable trigger staff_audit_no_update_delete')).toBe(DENIED);
    expect(await asApp('alter table staff_audit disable trigger all')).toBe(DENIED);
    expect(await asApp('drop trigger staff_audit_no_update_delete on staff_audit')).toBe(DENIED);
    expect(
      await asApp(
        'create or replace function staff_audit_immutable() returns trigger language plpgsql as $$ begin return null; end $$',
      ),
    ).toBe(DENIED);
    expect(await asApp('set session_replication_role = replica')).toBe(DENIED);
    const trigger = await owner.query(
      "select tgenabled from pg_trigger where tgname = 'staff_audit_no_update_delete'",
    );
    expect(trigger.rows).toEqual([{ tgenabled: 'O' }]);
  });

  it('can neither change nor remove a ledger row', async () => {
    expect(await asApp("update credit_ledger set delta = 100 where key = 'role-test'")).toBe(DENIED);
    expect(await asApp("delete from credit_ledger where key = 'role-test'")).toBe(DENIED);
  });

  it('cannot create, alter or drop tables', async () => {
    expect(await asApp('create table intruder (id int)')).toBe(DENIED);
    expect(await asApp('alter table users add column intruder int')).toBe(DENIED);
    expect(await asApp('drop table messages')).toBe(DENIED);
    expect(await asApp('create schema intruder')).toBe(DENIED);
  });

  it('leaves the rows as they were', async () => {
    const audit = await owner.query(
      "select count(*)::int as n from staff_audit where action = 'member.note'",
    );
    expect(audit.rows).toEqual([{ n: 1 }]);
    const ledger = await owner.query("select delta from credit_ledger where key = 'role-test'");
    expect(ledger.rows).toEqual([{ delta: 5 }]);
  });
});
