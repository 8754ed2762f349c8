import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { ZodType } from 'zod';

/**
 * Field values, the shared schema's verdict and the server's field errors of one form: the
 * form checks with the same zod schema the server uses, and still shows what the server says.
 */
export function useFormFields<K extends string, T>(schema: ZodType<T>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const parsed = schema.safeParse(values);
  const localErrors: Partial<Record<string, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      localErrors[field] ??= issue.message;
    }
  }
  return {
    values,
    parsed,
    submitted,
    submit: () => setSubmitted(true),
    set: (field: K, value: string) => setValues((v) => ({ ...v, [field]: value })),
    /** The translated error of a field: the schema's after a submit attempt, else the server's. */
    error(t: TFunction, field: K, serverError: unknown): string | undefined {
      const server = serverError instanceof ApiRequestError ? serverError.body?.fields?.[field] : undefined;
      return validationMessage(t, field, (submitted ? localErrors[field] : undefined) ?? server);
    },
  };
}

/** The form-level failure text: a refused request without field errors, or no connection. */
export function failureOf(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) return error.body?.fields ? null : t(`errors.${error.code}`);
  return t('errors.network');
}
