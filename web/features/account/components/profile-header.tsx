import type { Profile } from '@common/api/profile';
import { showMainImage } from '@common/rules/profile-badges';
import { countryName } from '@web/lib/country-name';
import { UserIcon } from '@web/ui/icons';
import { mediaUrl, nameAndAge } from '@web/ui/profile-card';

/**
 * `myProfileHeaderImage` (spec §1): My profile opens with a header image, the member's main photo
 * as a wide cover with the photo itself and the name over it; a gradient while there is none.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const photo =
    showMainImage(profile) && profile.main_image ? mediaUrl(profile.main_image.thumb_filename) : null;
  const place = [profile.city, profile.country ? countryName(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="profile-header card" data-testid="profile-header-image">
      <div
        className="profile-header__cover"
        style={photo ? { backgroundImage: `url("${photo}")` } : undefined}
        aria-hidden="true"
      />
      <div className="profile-header__who">
        {photo ? (
          <img className="profile-header__photo" src={photo} alt="" />
        ) : (
          <span className="profile-header__photo" aria-hidden="true">
            <UserIcon size={40} />
          </span>
        )}
        <p className="profile-header__name">
          {nameAndAge(profile)}
          {place && <span className="profile-header__place">{place}</span>}
        </p>
      </div>
    </div>
  );
}
