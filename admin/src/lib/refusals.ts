// Where a form shows the server's refusal, pure: at the field its code belongs to (by the screen's
// own map, next to its field specs), or — a refusal of no field, or one without a code — in the
// form's error note. A refusal at a field stays while that field holds the value refused: an edit
// of it clears it, an edit elsewhere does not.

/** Which field each refusal code a form's save can answer belongs to (codes are the server's message ids). */
export type RefusalsAt<F extends string> = Readonly<Record<string, F>>;

/** A refusal placed at a field, with the value it refused. */
export type FieldRefusal<F extends string> = { field: F; message: string; value: unknown };

/** The field a refusal code belongs to, or undefined when it belongs to none. */
export const fieldOf = <F extends string>(refusalsAt: RefusalsAt<F> | undefined, code: string | undefined) =>
  refusalsAt && code !== undefined && Object.hasOwn(refusalsAt, code) ? refusalsAt[code] : undefined;

/** The refusal placed at its field of `form`, or null when it belongs to none (the error note shows it). */
export function refusalAt<F extends string, Form extends Record<F, unknown>>(
  refusalsAt: RefusalsAt<F> | undefined,
  code: string | undefined,
  message: string,
  form: Form,
): FieldRefusal<F> | null {
  const field = fieldOf(refusalsAt, code);
  return field === undefined ? null : { field, message, value: form[field] };
}

/** The refusal's message at field `k` of `form`, while that field still holds the value refused. */
export const refusedAt = <F extends string>(refusal: FieldRefusal<F> | null, form: Record<F, unknown>, k: F) =>
  refusal?.field === k && form[k] === refusal.value ? refusal.message : null;
