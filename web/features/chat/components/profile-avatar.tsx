import type { Profile } from '@common/api/profile';

/** A round thumbnail of a profile, or its initial on the theme colour when it has no photo. */
export function ProfileAvatar({ profile, size = 48 }: { profile: Profile; size?: number }) {
  const thumb = profile.main_image?.status === 'active' ? profile.main_image.thumb_filename : null;
  const style = { width: size, height: size };
  if (thumb) {
    return <img className="chat-avatar" style={style} src={`/media/${thumb}`} alt="" loading="lazy" />;
  }
  return (
    <span
      className="chat-avatar chat-avatar--initial"
      style={{ ...style, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {profile.deleted ? '?' : profile.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
