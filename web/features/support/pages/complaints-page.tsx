import { COMPLAINT_CATEGORIES, complaintSchema } from '@common/api/support';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { PageShell } from '@web/ui/page-shell';
import { SelectField } from '@web/ui/select-field';
import { TextAreaField } from '@web/ui/text-area-field';
import { TextField } from '@web/ui/text-field';
import { useTranslation } from 'react-i18next';
import { useSendComplaint } from '../api/send';
import { failureOf, useFormFields } from '../components/use-form-fields';

/** /complaints: category, the page or profile concerned, what happened, and how to reach the sender. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const send = useSendComplaint();
  const form = useFormFields(complaintSchema, {
    category: '',
    url: '',
    description: '',
    name: '',
    email: '',
  });
  const err = (f: 'category' | 'url' | 'description' | 'name' | 'email') => form.error(t, f, send.error);
  const categoryError = err('category');

  return (
    <PageShell title={t('routes.complaints')}>
      {send.data ? (
        <p className="support-form card" role="status">
          {t('support.complaints.sent', { id: send.data.id })}
        </p>
      ) : (
        <form
          className="support-form card"
          noValidate
          aria-label={t('routes.complaints')}
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
            if (form.parsed.success && !send.isPending) send.mutate(form.parsed.data);
          }}
        >
          <p>{t('support.complaints.intro')}</p>
          <SelectField
            label={t('support.complaints.category')}
            placeholder={t('support.complaints.choose')}
            value={form.values.category}
            options={COMPLAINT_CATEGORIES.map((c) => ({
              value: c,
              label: t(`support.complaints.categories.${c}`),
            }))}
            onChange={(v) => form.set('category', v)}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? 'complaint-category-error' : undefined}
          />
          {categoryError && (
            <p id="complaint-category-error" className="field-error" role="alert">
              {categoryError}
            </p>
          )}
          <TextField
            label={t('support.complaints.url')}
            type="url"
            value={form.values.url}
            onChange={(e) => form.set('url', e.target.value)}
            error={err('url')}
          />
          <TextAreaField
            label={t('support.complaints.description')}
            value={form.values.description}
            onChange={(e) => form.set('description', e.target.value)}
            error={err('description')}
          />
          <TextField
            label={t('support.complaints.name')}
            autoComplete="name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
            error={err('name')}
          />
          <TextField
            label={t('support.complaints.email')}
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={err('email')}
          />
          <FormAlert message={failureOf(t, send.error)} />
          <SubmitButton
            busy={send.isPending}
            disabled={false}
            label={t('support.complaints.send')}
            busyLabel={t('support.sending')}
          />
        </form>
      )}
    </PageShell>
  );
}
