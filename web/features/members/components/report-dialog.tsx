import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@common/limits';
import { ApiRequestError } from '@web/lib/api-client';
import { SelectField } from '@web/ui/select-field';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportMember } from '../api/report-member';

/**
 * Report a profile: a reason, optional text (≤ 1000), a clear answer. An inline disclosure, not a
 * modal: focus moves to its first field on open, and the opener takes it back on close.
 */
export function ReportForm({ profile, onClose }: { profile: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const report = useReportMember();
  if (report.isSuccess) {
    return (
      <div className="card report-form p-4" role="status" data-testid="report-done">
        <p>{t('members.report.done')}</p>
        <button type="button" className="btn btn-ghost btn-sm mt-3" onClick={onClose}>
          {t('members.report.close')}
        </button>
      </div>
    );
  }
  const errorCode =
    report.error instanceof ApiRequestError ? report.error.code : report.error ? 'internal' : null;
  return (
    <form
      className="card report-form p-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) report.mutate({ profile, reason, text: text.trim() || undefined });
      }}
    >
      <h2 id={`${id}-title`} className="block-title mb-3">
        {t('members.report.title')}
      </h2>
      <SelectField
        ref={first}
        label={t('members.report.reason')}
        value={reason}
        required
        placeholder={t('members.report.choose')}
        options={REPORT_REASONS.map((r) => ({ value: r, label: t(`members.report.reasons.${r}`) }))}
        onChange={(v) => setReason(v as ReportReason)}
      />
      <label className="field-label mt-3" htmlFor={`${id}-text`}>
        {t('members.report.text')}
      </label>
      <textarea
        id={`${id}-text`}
        className="input"
        rows={3}
        maxLength={REPORT_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {errorCode && (
        <p className="field-error mt-2" role="alert">
          {t(`errors.${errorCode}`)}
        </p>
      )}
      <div className="mt-4 flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={!reason || report.isPending}>
          {t('members.report.send')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {t('members.report.cancel')}
        </button>
      </div>
    </form>
  );
}
