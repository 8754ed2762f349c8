import type { FieldErrors } from '@common/api/errors';
import type { SiteConfig } from '@common/api/settings';
import type { UpdateUserBody } from '@common/api/user';
import { checkDateOfBirth } from '@common/rules/date-of-birth';
import { INTERESTS, isInterest } from '@common/rules/interests';
import { isRegionOf } from '@common/rules/regions';
import type { Db } from '@server/db/client';
import { badRequest, validationFailed } from '@server/errors';
import { sql } from 'drizzle-orm';

type Current = {
  profile_id: number;
  country: string | null;
  personal: Record<string, string>;
  email: string;
};

/** Checks every field against the site's rules; collects all problems before refusing. */
function validate(site: SiteConfig, body: UpdateUserBody, current: Current): FieldErrors {
  const fields: FieldErrors = {};
  if (body.name !== undefined) {
    if (body.name === '') fields.name = 'required';
    else if (body.name.toLowerCase() === current.email) fields.name = 'name_equals_email';
  }
  const country = body.country?.toUpperCase() ?? current.country;
  if (body.country !== undefined && !site.countries.includes(body.country.toUpperCase()))
    fields.country = 'invalid';
  if (body.countryregion && !(country && isRegionOf(country, body.countryregion)))
    fields.countryregion = 'invalid';
  if (body.date_of_birth) {
    const err = checkDateOfBirth(body.date_of_birth);
    if (err) fields.date_of_birth = err;
  }
  for (const [key, value] of Object.entries(body.personal ?? {})) {
    // Own keys only: `constructor` or `toString` must not find Object.prototype's members.
    const allowed = Object.hasOwn(site.allowed_values, key) ? site.allowed_values[key] : undefined;
    if (allowed) {
      if (value !== '' && !allowed.some((a) => a.value === value)) fields[`personal.${key}`] = 'invalid';
    } else if (!site.visible_profile_notes.includes(key)) {
      fields[`personal.${key}`] = 'invalid';
    }
  }
  for (const i of body.interests ?? []) if (!isInterest(i)) fields.interests = 'invalid';
  return fields;
}

/** PUT /api/user.php: the location or profile fields of the member's own profile. */
export async function updateOwnProfile(
  db: Db,
  site: SiteConfig,
  userId: number,
  body: UpdateUserBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const res = await tx.execute<Current>(sql`
      select p.id as profile_id, p.country, p.personal, u.email
      from profiles p join users u on u.id = p.user_id where p.user_id = ${userId} for update of p`);
    const current = res.rows[0];
    if (!current) throw badRequest('validation_failed', 'No profile.');
    const fields = validate(site, body, current);
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const personal = { ...current.personal };
    for (const [k, v] of Object.entries(body.personal ?? {})) {
      const text = v.trim();
      if (text === '') delete personal[k];
      else personal[k] = text;
    }
    const countryChanged = body.country !== undefined && body.country.toUpperCase() !== current.country;
    await tx.execute(sql`
      update profiles set
        name = ${body.name !== undefined ? body.name : sql`name`},
        country = ${body.country !== undefined ? body.country.toUpperCase() : current.country},
        region_id = ${body.countryregion !== undefined ? body.countryregion || null : countryChanged ? null : sql`region_id`},
        city = ${body.city !== undefined ? body.city || null : sql`city`},
        gender = ${body.gender !== undefined ? body.gender : sql`gender`},
        birth_date = ${body.date_of_birth !== undefined ? body.date_of_birth || null : sql`birth_date`},
        personal = ${JSON.stringify(personal)}::jsonb,
        last_signup_step = last_signup_step or ${body.lastSignupStep === true}
      where id = ${current.profile_id}`);
    if (body.interests !== undefined) {
      await tx.execute(sql`delete from profile_interests where profile_id = ${current.profile_id}`);
      for (const i of new Set(body.interests)) {
        await tx.execute(
          sql`insert into profile_interests (profile_id, interest) values (${current.profile_id}, ${i})`,
        );
      }
    }
  });
}

/** GET /api/interests.php: every interest, with the member's own choices marked. */
export async function interestsOf(
  db: Db,
  userId: number | null,
): Promise<{ id: string; selected: boolean }[]> {
  const chosen = new Set<string>();
  if (userId !== null) {
    const res = await db.execute<{ interest: string }>(sql`
      select pi.interest from profile_interests pi join profiles p on p.id = pi.profile_id where p.user_id = ${userId}`);
    for (const r of res.rows) chosen.add(r.interest);
  }
  return INTERESTS.map((id) => ({ id, selected: chosen.has(id) }));
}
