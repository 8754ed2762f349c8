import type { User } from '../../../common/api/user';
import { ageOn, todayUtc } from '../../../common/rules/age-range';
import type { UserRecord } from './queries';

/** Turns the stored record into the User of spec §3. */
export function toUser(r: UserRecord, fictionalIcon: string): User {
  const main = r.images.find((i) => i.is_main) ?? null;
  return {
    email: r.email,
    mailprovider: r.mail_provider,
    fictional_icon: fictionalIcon,
    paid_user: r.paid_user,
    signup_date: new Date(r.signup_at).toISOString(),
    loggedIn: true,
    profile: {
      id: r.profile_id,
      name: r.name,
      type: r.type,
      gender: r.gender,
      date_of_birth: r.birth_date,
      age: r.birth_date ? ageOn(r.birth_date, todayUtc()) : null,
      country: r.country,
      countryregion: r.region_id,
      city: r.city,
      language: r.language,
      main_image: main ? { thumb_filename: main.thumb_key, status: main.status } : null,
      images: r.images.map((i) => ({ id: i.id, thumb_filename: i.thumb_key, status: i.status })),
      personal: r.personal,
      like_new: false,
      did_like_profile: false,
      liked_by_profile: false,
      lastSignupStep: r.last_signup_step,
    },
  };
}
