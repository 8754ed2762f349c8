import { endpointUrl } from '@common/api/endpoint';
import * as accountApi from '@web/lib/endpoints/account';
import { useTranslation } from 'react-i18next';

/** GDPR art. 15/20: the member's data as one ZIP, streamed by the server (once an hour). */
export function MyDataSection() {
  const { t } = useTranslation();
  return (
    <section className="card profile-section" aria-labelledby="my-data-title">
      <h2 className="profile-section__title" id="my-data-title">
        {t('account.myData.title')}
      </h2>
      <p className="profile-section__empty">{t('account.myData.text')}</p>
      <a
        className="btn btn-ghost profile-form__locate"
        href={endpointUrl(accountApi.exportMyData)}
        download="my-data.zip"
      >
        {t('account.myData.download')}
      </a>
    </section>
  );
}
