// The state of a back-office form that adds something (an NFT listing, a blind box series, an
// artist, an artwork): the values as typed, their problems shown once an add was tried, then the
// confirmation (any edit withdraws it), the send with the server's refusal kept to show in place
// (at its field, back on the form until that field is edited, when the screen's `refusalsAt` names
// one for its code — lib/refusals; else in the form's error note), and on success the form emptied
// again with what was added kept for the note that says so.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { errorText, refusalCode } from '../api/client';
import { type FieldRefusal, type RefusalsAt, refusalAt, refusedAt } from '../lib/refusals';

export function useAddForm<Form extends object, Done, F extends string = keyof Form & string>({
  empty,
  problemsOf,
  send,
  refusalsAt,
}: {
  empty: Form;
  /** What is wrong, by field (or by a part of the form that is not one field: a box's chances). */
  problemsOf: (form: Form) => Partial<Record<F, MessageDescriptor>>;
  /** Adds what the form says; what it resolves with is kept for the note (`done`). */
  send: (form: Form) => Promise<Done>;
  /** The field each refusal code of the send belongs to; a code not named stays in the error note. */
  refusalsAt?: NoInfer<RefusalsAt<F>>;
}) {
  const { t } = useLingui();
  const [form, setForm] = useState<Form>(empty);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal<F> | null>(null);
  const problems = problemsOf(form);

  /** A new value withdraws the confirmation: what was asked is no longer what would be sent. */
  const edit = (next: Form) => {
    setForm(next);
    setConfirming(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    setRefusal(null);
    try {
      const added = await send(form);
      setDone(added);
      setForm(empty);
      setTried(false);
      setConfirming(false);
    } catch (err) {
      const placed = refusalAt(refusalsAt, refusalCode(err), errorText(err), form as Record<F, unknown>);
      if (placed) {
        setRefusal(placed);
        setConfirming(false);
      } else setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    /** Sets a value without withdrawing the confirmation (an upload's address as it arrives). */
    setForm,
    edit,
    /** A text field's change handler. */
    set: (k: keyof Form) => (e: { target: { value: string } }) => edit({ ...form, [k]: e.target.value }),
    /** A field's problem, once an add was tried, or the server's refusal at it. */
    shown: (k: F) => {
      const p = problems[k];
      return tried && p ? t(p) : refusedAt(refusal, form as Record<F, unknown>, k);
    },
    confirming,
    saving,
    error,
    setError,
    done,
    setDone,
    submit,
    save,
    back: () => setConfirming(false),
  };
}
