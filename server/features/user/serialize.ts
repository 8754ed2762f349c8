import type { User } from '@common/api/user';
import { presentProfile } from '@server/profiles/profile-card';
import type { UserRecord } from './queries';

/** Turns the stored record into the User of spec §3; the profile is the member's own card
 * (premium changes nothing the owner sees of it). */
export function toUser(r: UserRecord, fictionalIcon: string): User {
  return {
    email: r.email,
    mailprovider: r.mail_provider,
    fictional_icon: fictionalIcon,
    paid_user: r.paid_user,
    signup_date: new Date(r.signup_at).toISOString(),
    loggedIn: true,
    hide_nudity: r.hide_nudity,
    profile: presentProfile(r.card, { profileId: r.profile_id, premium: false, hideNudity: r.hide_nudity }),
  };
}
