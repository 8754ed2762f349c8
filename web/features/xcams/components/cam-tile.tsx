import { endpointUrl } from '@common/api/endpoint';
import type { Cam } from '@common/api/xcams';
import * as xcamsApi from '@web/lib/endpoints/xcams';
import { VideoIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';

/** A live webcam tile; the link goes through our redirect so the partner sees the affiliate id. */
export function CamTile({ cam }: { cam: Cam }) {
  const { t } = useTranslation();
  return (
    <article className="profile-card card cam-tile" data-testid="cam-tile">
      <a
        className="profile-card__link"
        href={endpointUrl(xcamsApi.camRedirect, { query: { account: cam.account } })}
        rel="sponsored noopener"
      >
        <div className="profile-card__photo">
          {cam.thumb ? (
            <img src={cam.thumb} alt="" loading="lazy" referrerPolicy="no-referrer" />
          ) : (
            <span className="profile-card__placeholder">
              <VideoIcon size={48} />
            </span>
          )}
          <span className="profile-card__badge cam-tile__live">
            {cam.online ? t('search.cams.live') : t('search.cams.offline')}
          </span>
        </div>
        <div className="profile-card__body">
          <h3 className="profile-card__name">{cam.age ? `${cam.name}, ${cam.age}` : cam.name}</h3>
          <p className="profile-card__details">{t('search.cams.sponsored')}</p>
        </div>
      </a>
    </article>
  );
}

/** The resell ad tile: sends the member to the partner's offer (spec §7 resellpartner.php). */
export function ResellTile() {
  const { t } = useTranslation();
  return (
    <article className="profile-card card resell-tile" data-testid="resell-tile">
      <a
        className="profile-card__link resell-tile__link"
        href={endpointUrl(xcamsApi.resellRedirect, { query: { flow: 'profile-search', redirect: '1' } })}
        rel="sponsored noopener"
      >
        <VideoIcon size={40} />
        <h3 className="profile-card__name">{t('search.cams.resellTitle')}</h3>
        <p className="profile-card__details">{t('search.cams.resellBody')}</p>
        <span className="btn btn-primary btn-sm">{t('search.cams.resellCta')}</span>
      </a>
    </article>
  );
}
