import type { Profile } from '@common/api/profile';
import { MemberPhoto } from '@web/ui/member-photo';

/** A round thumbnail of a profile, or its initial on the theme colour when it has no photo. */
export function ProfileAvatar({ profile, size = 48 }: { profile: Profile; size?: number }) {
  const image = profile.main_image?.status === 'active' ? profile.main_image : null;
  const style = { width: size, height: size };
  if (image) {
    return (
      <MemberPhoto
        className="chat-avatar"
        style={style}
        width={size}
        height={size}
        iconSize={Math.round(size * 0.5)}
        image={image}
        alt=""
        loading="lazy"
      />
    );
  }
  // A step of the type scale (023k), not a size of its own: each distinct size is one more font
  // strike the page asks the host for.
  const initialSize = size >= 48 ? 'text-xl' : 'text-base';
  return (
    <span className={`chat-avatar chat-avatar--initial ${initialSize}`} style={style} aria-hidden="true">
      {profile.deleted ? '?' : profile.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
