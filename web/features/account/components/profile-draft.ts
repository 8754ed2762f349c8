import type { Profile } from '@common/api/profile';
import type { UpdateUserBody } from '@common/api/user';
import { toIsoDate } from '@common/rules/date-of-birth';
import { type DobParts, partsOf } from '@web/features/signup';

/** What the /profile details form holds while the member types (strings, as the inputs give them). */
export type Draft = {
  name: string;
  gender: string;
  dob: DobParts;
  country: string;
  region: string;
  city: string;
  personal: Record<string, string>;
  interests: string[];
};

export const draftOf = (p: Profile, interests: string[]): Draft => ({
  name: p.name,
  gender: p.gender ?? '',
  dob: partsOf(p.date_of_birth),
  country: p.country ?? '',
  region: p.countryregion ? String(p.countryregion) : '',
  city: p.city ?? '',
  personal: { ...p.personal },
  interests,
});

/**
 * The update body for a draft. A half-filled date is sent as 'invalid' so the shared rule refuses
 * it; interests only once they are loaded (else the save would clear them).
 */
export function draftBody(d: Draft, personalNames: string[], withInterests: boolean): UpdateUserBody {
  const filled = [d.dob.day, d.dob.month, d.dob.year].filter(Boolean).length;
  const iso = filled === 3 ? toIsoDate(Number(d.dob.year), Number(d.dob.month), Number(d.dob.day)) : null;
  return {
    name: d.name,
    gender: d.gender === 'male' || d.gender === 'female' ? d.gender : null,
    date_of_birth: filled === 0 ? null : (iso ?? 'invalid'),
    ...(d.country ? { country: d.country } : {}),
    countryregion: d.region ? Number(d.region) : null,
    city: d.city.trim() || null,
    personal: Object.fromEntries(personalNames.map((name) => [name, d.personal[name] ?? ''])),
    ...(withInterests ? { interests: d.interests } : {}),
  };
}

/** The fields that differ from what was saved before (`personal.<name>` for profile fields). */
export function changedFields(before: UpdateUserBody, after: UpdateUserBody): string[] {
  return (Object.keys(after) as (keyof UpdateUserBody)[])
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .flatMap((k) =>
      k === 'personal'
        ? Object.keys(after.personal ?? {})
            .filter((p) => (before.personal?.[p] ?? '') !== (after.personal?.[p] ?? ''))
            .map((p) => `personal.${p}`)
        : [k],
    );
}
