import { serviceRequestSchema } from '@common/api/support';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { PageShell } from '@web/ui/page-shell';
import { TextAreaField } from '@web/ui/text-area-field';
import { TextField } from '@web/ui/text-field';
import { useTranslation } from 'react-i18next';
import { useSendServiceRequest } from '../api/send';
import { failureOf, useFormFields } from '../components/use-form-fields';

/** /pages/service: the contact form; members only (spec §2, decision 025d). */
export function ServicePage() {
  const { t } = useTranslation();
  const send = useSendServiceRequest();
  const form = useFormFields(serviceRequestSchema, { name: '', email: '', subject: '', message: '' });
  const err = (f: 'name' | 'email' | 'subject' | 'message') => form.error(t, f, send.error);

  return (
    <PageShell title={t('routes.pages-service')}>
      {send.data ? (
        <p className="support-form card" role="status">
          {t('support.service.sent', { id: send.data.id })}
        </p>
      ) : (
        <form
          className="support-form card"
          noValidate
          aria-label={t('routes.pages-service')}
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
            if (form.parsed.success && !send.isPending) send.mutate(form.parsed.data);
          }}
        >
          <p>{t('support.service.intro')}</p>
          <TextField
            label={t('support.service.name')}
            autoComplete="name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
            error={err('name')}
          />
          <TextField
            label={t('support.service.email')}
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={err('email')}
          />
          <TextField
            label={t('support.service.subject')}
            value={form.values.subject}
            onChange={(e) => form.set('subject', e.target.value)}
            error={err('subject')}
          />
          <TextAreaField
            label={t('support.service.message')}
            value={form.values.message}
            onChange={(e) => form.set('message', e.target.value)}
            error={err('message')}
          />
          <FormAlert message={failureOf(t, send.error)} />
          <SubmitButton
            busy={send.isPending}
            disabled={false}
            label={t('support.service.send')}
            busyLabel={t('support.sending')}
          />
        </form>
      )}
    </PageShell>
  );
}
