import type { TFunction } from 'i18next';

/**
 * The words members see for a profile field: the names and choices signup and My profile show
 * (`signup.fields.*`, `signup.values.*`), so every place that shows a profile says the same.
 */
export function fieldLabel(t: TFunction, name: string): string {
  return t(`signup.fields.${name}`, { defaultValue: name });
}

/** A choice's words; the profile's gender is the context ("Rozwiedziona"/"Rozwiedziony" in Polish). */
export function fieldValue(
  t: TFunction,
  name: string,
  value: string,
  gender: string | null | undefined,
  fallback = value,
): string {
  return t(`signup.values.${name}.${value}`, { defaultValue: fallback, context: gender || undefined });
}

/** Whether a field is a choice among translated values; the others (about me) are the member's own words. */
export function isChoiceField(t: TFunction, name: string): boolean {
  const values = t(`signup.values.${name}`, { returnObjects: true });
  return typeof values === 'object' && values !== null;
}
