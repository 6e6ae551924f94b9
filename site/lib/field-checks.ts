import { CHECK_MESSAGES, isEmailAddress, normalizeUsPhone } from './contact-checks.ts';

export type FieldErrors = Record<string, string>;

/**
 * The phone and email checks of a form's fields: `phone` and `email` name the inputs; an optional phone may be
 * left empty. Returns a message per failing field (empty when all pass).
 */
export function checkContactFields(data: FormData, fields: { phone?: string; phoneOptional?: boolean; email?: string }): FieldErrors {
  const errors: FieldErrors = {};
  const text = (name: string) => String(data.get(name) ?? '').trim();
  if (fields.phone) {
    const phone = text(fields.phone);
    if (!(fields.phoneOptional && phone === '') && normalizeUsPhone(phone) === null) errors[fields.phone] = CHECK_MESSAGES.phone;
  }
  if (fields.email && !isEmailAddress(text(fields.email))) errors[fields.email] = CHECK_MESSAGES.email;
  return errors;
}

/** Moves focus to the first field with a message, whose text is read out through aria-describedby. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors, order: readonly string[]): void {
  const first = order.find((f) => errors[f]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
