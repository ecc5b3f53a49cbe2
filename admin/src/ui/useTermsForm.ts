// The state of one product-settings form (earn, IEO, dual, contracts, spot pairs, option
// durations): the values as typed, their problems (shown as lib/terms problemShown says), what a
// save would change, and the save flow — checked, then confirmed (the confirmation lists the
// changes; nothing is sent before it), then sent, with the server's refusal kept to show in place:
// at its field when the screen's `refusalsAt` names one for its code (back on the form, as typed,
// until that field is edited — lib/refusals), else in the form's error note. A form without a
// confirmation step (`confirm: false`) sends at once.
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText, refusalCode } from '../api/client';
import { type FieldRefusal, type RefusalsAt, refusalAt, refusedAt } from '../lib/refusals';
import { type Problems, problemShown } from '../lib/terms';

/** The fields of a form: those typed as text (the offered switch is a boolean beside them). */
type FieldOf<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

type Options<Form, C, F extends string = FieldOf<Form>> = {
  /** The values stored (or blank, for a new product): the form opens with them, and "touched" is measured from them. */
  stored: Form;
  problemsOf: (form: Form) => NoInfer<Problems<F>>;
  /** What a save would change; asked only of a form without problems. */
  changesOf: (form: Form) => C[];
  /** The fields a field is compared with: a cap's problem may come from the amount below it. */
  related?: NoInfer<Partial<Record<F, F[]>>>;
  /** Sends the form and hands the reply on (the caller closes the form on it). */
  send: (form: Form) => Promise<void>;
  /** Whether the changes are listed and confirmed before sending (default: yes). */
  confirm?: boolean;
  /** A reason to send nothing the form shows itself (an option's duration that exists already). */
  blocked?: (form: Form) => boolean;
  /** The field each refusal code of the save belongs to; a code not named stays in the error note. */
  refusalsAt?: NoInfer<RefusalsAt<F>>;
};

export function useTermsForm<Form extends object, C>({
  stored,
  problemsOf,
  changesOf,
  related,
  send,
  confirm = true,
  blocked,
  refusalsAt,
}: Options<Form, C>) {
  type F = FieldOf<Form>;
  const { i18n } = useLingui();
  const [form, setForm] = useState<Form>(stored);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal<F> | null>(null);
  const problems = problemsOf(form);
  const invalid = Object.keys(problems).length > 0;
  const changes = invalid ? [] : changesOf(form);
  const unchanged = !invalid && changes.length === 0;

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const touched = (k: F) => String(form[k]).trim() !== stored[k];
  const note = (k: F): string | null => {
    const p = problems[k];
    if (p && problemShown(k, { tried, touched, related })) return i18n._(p);
    return refusedAt(refusal, form as Record<F, unknown>, k);
  };
  const set = (k: F) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const setEnabled = (enabled: boolean) => setForm((f) => ({ ...f, enabled }) as Form);

  const save = async () => {
    setSaving(true);
    setError(null);
    setRefusal(null);
    try {
      await send(form);
    } catch (err) {
      const placed = refusalAt(refusalsAt, refusalCode(err), errorText(err), form as Record<F, unknown>);
      if (placed) setRefusal(placed);
      else setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };
  // First the checks and the confirmation; the confirmation sends.
  const review = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (invalid || unchanged || blocked?.(form)) return;
    if (confirm) setConfirming(true);
    else void save();
  };

  return {
    form,
    set,
    setEnabled,
    setForm,
    note,
    problems,
    invalid,
    changes,
    /** A save was tried and there was nothing to send: "Nothing has changed." */
    nothing: tried && unchanged,
    tried,
    confirming,
    saving,
    busy: saving || confirming,
    error,
    ref,
    review,
    save,
    back: () => setConfirming(false),
  };
}
