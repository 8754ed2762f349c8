import { getSettings } from '@web/lib/settings';
import type { ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOffIcon } from './member-icons';

export function mediaUrl(key: string): string {
  return `${getSettings().cdn_prefix}/media/${key}`;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  image: { thumb_filename: string; hidden?: true };
  /** Icon size of the hidden state, to suit the frame it fills. */
  iconSize?: number;
};

/**
 * Every member's photo goes through here: the photo, or (flagged as nudity and not for this
 * viewer, decision 027c) the "hidden photo" state in the photo's own frame: a blurred tile with
 * an icon and a label, announced as an image named "Hidden photo", never a broken image. The
 * server sends no key for a hidden photo, so there is nothing to load.
 */
export function MemberPhoto({ image, iconSize = 32, className, alt, width, height, ...img }: Props) {
  const { t } = useTranslation();
  if (image.hidden) {
    return (
      <span
        role="img"
        aria-label={t('common.hiddenPhoto.label')}
        className={`hidden-photo${className ? ` ${className}` : ''}`}
        style={width && height ? { width: Number(width), height: Number(height) } : undefined}
        data-testid="hidden-photo"
      >
        <EyeOffIcon size={iconSize} />
        <span className="hidden-photo__text" aria-hidden="true">
          {t('common.hiddenPhoto.text')}
        </span>
      </span>
    );
  }
  return (
    <img
      {...img}
      className={className}
      width={width}
      height={height}
      src={mediaUrl(image.thumb_filename)}
      alt={alt ?? ''}
    />
  );
}
