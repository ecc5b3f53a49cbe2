// What every product-settings form of the back office does with its values, pure: decimals
// compared and shown exactly (moved in the string, never through a floating-point number), the
// form trimmed, what a save would change (field by field, before → after, as the confirmation
// lists it), and when a field's problem is shown. The screens' own terms modules say the rest.
import type { MessageDescriptor } from '@lingui/core';

/** A form as typed: a string a field, and whether the product is offered where it has that switch. */
export type TermsForm<F extends string> = Record<F, string> & { enabled?: boolean };

/** What is wrong with each field, if anything (a message to translate). */
export type Problems<F extends string> = Partial<Record<F, MessageDescriptor>>;

/** One changed term: its value before (null when added) and after, as the confirmation shows them. */
export type TermChange<F extends string> = { field: F; from: string | null; to: string };

/** A decimal string with its insignificant zeros dropped ('0100.50' → '100.5'), or as given. */
export function plain(v: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(v.trim());
  if (!m) return v.trim();
  const [, int = '0', frac = ''] = m;
  const whole = int.replace(/^0+(?=\d)/, '');
  const rest = frac.replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

/** An amount of at most 8 decimals as a whole number of 10⁻⁸, to compare exactly. */
export const units = (v: string): bigint => {
  const [int = '0', frac = ''] = v.split('.');
  return BigInt(int + frac.padEnd(8, '0'));
};

/** The form with each of `fields` trimmed, the rest as it is. */
export const trimmedForm = <F extends string, Form extends TermsForm<F>>(form: Form, fields: readonly F[]): Form => ({
  ...form,
  ...Object.fromEntries(fields.map((k) => [k, form[k].trim()])),
});

/**
 * Each field whose shown value the save would change, then the offered switch; with nothing stored
 * (a new product) every field, from null. `shown` gives a field's value as the confirmation lists it.
 */
export function termChanges<F extends string, Form extends TermsForm<F>>(
  fields: readonly F[],
  before: Form | undefined,
  after: Form,
  shown: (form: Form, k: F) => string,
): TermChange<F | 'enabled'>[] {
  const out: TermChange<F | 'enabled'>[] = [];
  for (const k of fields) {
    const to = shown(after, k);
    const from = before ? shown(before, k) : null;
    if (from !== to) out.push({ field: k, from, to });
  }
  if (after.enabled !== undefined && before?.enabled !== after.enabled) {
    out.push({ field: 'enabled', from: before ? String(before.enabled) : null, to: String(after.enabled) });
  }
  return out;
}

/**
 * Whether a field's problem is shown: once a save was tried, or once the field (or a field it is
 * compared with, `related`) differs from its stored (or blank) value — not while the operator has
 * not yet touched it.
 */
export function problemShown<F extends string>(
  k: F,
  { tried, touched, related }: { tried: boolean; touched: (k: F) => boolean; related?: Partial<Record<F, F[]>> },
): boolean {
  return tried || touched(k) || (related?.[k] ?? []).some(touched);
}

/** A list with a saved item in place of the one with its id, or added (first or last) when new. */
export function withSaved<T extends { id: number }>(list: readonly T[], saved: T, at: 'first' | 'last'): T[] {
  if (list.some((x) => x.id === saved.id)) return list.map((x) => (x.id === saved.id ? saved : x));
  return at === 'first' ? [saved, ...list] : [...list, saved];
}
