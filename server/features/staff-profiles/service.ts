import type { FictionalProfileBody } from '@common/api/staff-profiles';
import { writeAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import { requireSite, type Staff } from '@server/plugins/staff-session';
import { insertFictional, listFictional, lockFictional, updateFictional } from './queries';

export type StaffProfilesService = ReturnType<typeof createStaffProfilesService>;

/**
 * Fictional profiles (admin): list, create, edit, hide, per site. They are always created with
 * type 'fictional', so the members' side labels them everywhere; hiding is the profile's
 * `deleted` flag (search, likes and chats already leave deleted profiles out).
 */
export function createStaffProfilesService(db: Db) {
  return {
    list: (staff: Staff) => listFictional(db, staff.sites),

    async create(staff: Staff, body: FictionalProfileBody, ip: string): Promise<number> {
      requireSite(staff, body.site_key);
      return db.transaction(async (tx) => {
        const id = await insertFictional(tx, body);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'profile.create',
          siteKey: body.site_key,
          target: { type: 'profile', id },
          after: body,
          ip,
        });
        return id;
      });
    },

    async edit(staff: Staff, id: number, body: FictionalProfileBody, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockFictional(tx, id);
        if (!before) throw notFound();
        requireSite(staff, before.site_key);
        // A profile stays on its site: conversations and likes belong to that site.
        const after = { ...body, site_key: before.site_key };
        await updateFictional(tx, id, after);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'profile.edit',
          siteKey: before.site_key,
          target: { type: 'profile', id },
          before,
          after,
          ip,
        });
      });
    },
  };
}
