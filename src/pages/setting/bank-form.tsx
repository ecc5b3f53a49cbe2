// The bank card form shared by the domestic and international card screens (spec §3 bank card,
// §5 "all bank fields required"): loads the saved card into the fields, checks every field, saves
// and says so. A failed save keeps what was typed. Saving a card is a security change (ADR 16):
// "confirm it's you" comes first, and a new card can be withdrawn to once the hold is over.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type HTMLAttributes, type ReactNode, useCallback, useEffect, useState } from 'react';
import type { CallOptions } from '../../api/client';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { IdentityGate, useRefusalField } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { UserPending, useUser } from './security-user';
import './real-screens.css';
import './security-screens.css';

export type BankField<K extends string> = {
  key: K;
  label: string;
  maxLength: number;
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: string;
  /** Extra rule for a filled field: the problem's text, or null when it is fine. */
  check?: (value: string) => string | null;
};

export function BankCardForm<K extends string>({
  title,
  intro,
  fields,
  load,
  save,
}: {
  title: ReactNode;
  intro: ReactNode;
  fields: BankField<K>[];
  load: (opts: CallOptions) => Promise<Record<K, string> | null>;
  save: (card: Record<K, string>) => Promise<string>;
}) {
  const { t } = useLingui();
  const empty = () => Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(empty);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { user, failed: userFailed, retry: retryUser } = useUser();
  const fieldOf = useRefusalField();

  const fetchCard = useCallback(async () => {
    setStatus('loading');
    try {
      const card = await load({ quiet: true });
      if (card) {
        setValues((v) => {
          const next = { ...v };
          for (const key of Object.keys(v) as K[]) next[key] = String(card[key] ?? '');
          return next;
        });
      }
      setSaved(card !== null);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [load]);

  useEffect(() => {
    void fetchCard();
  }, [fetchCard]);

  const submit = (reverify: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<K, string | null>> = {};
    for (const f of fields) {
      const v = values[f.key].trim();
      next[f.key] = v ? (f.check?.(v) ?? null) : t`Please fill in this field`;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const card = Object.fromEntries(fields.map((f) => [f.key, values[f.key].trim()])) as Record<K, string>;
    setBusy(true);
    try {
      showToast(await save(card));
      setSaved(true);
      setDone(true);
    } catch (err) {
      // Shown by the API client; the form keeps what was typed (or, the proof gone, asks it again).
      if (fieldOf(err) === 'verify') reverify();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <NavBar title={title} />
      {done ? (
        <SecurityChangeDone title={<Trans>The card is saved.</Trans>} onDone={() => setDone(false)}>
          <p className="explain">
            <Trans>A new card can receive withdrawals once its security pause is over; Withdraw shows when.</Trans>
          </p>
        </SecurityChangeDone>
      ) : !user ? (
        <UserPending failed={userFailed} retry={retryUser} />
      ) : status === 'loading' ? (
        <DelayedSpinner delay={200} />
      ) : status === 'failed' ? (
        <LoadError onRetry={() => void fetchCard()}>
          <Trans>Your card could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <IdentityGate user={user} intro={saved ? <Trans>A card is saved; saving again replaces it.</Trans> : null}>
          {(reverify) => (
            <form className="form" onSubmit={submit(reverify)} noValidate>
              <p className="muted bank-saved-note">
                {intro}{' '}
                {saved ? <Trans>A card is saved; saving again replaces it.</Trans> : <Trans>No card saved yet.</Trans>}
              </p>
              {fields.map((f) => (
                <Field
                  key={f.key}
                  label={f.label}
                  hint={f.hint}
                  inputMode={f.inputMode}
                  autoComplete={f.autoComplete ?? 'off'}
                  autoCapitalize={f.autoCapitalize}
                  maxLength={f.maxLength}
                  value={values[f.key]}
                  onChange={(v) => {
                    setValues((all) => ({ ...all, [f.key]: v }));
                    setErrors((e) => (e[f.key] ? { ...e, [f.key]: null } : e));
                  }}
                  error={errors[f.key]}
                />
              ))}
              <SubmitButton busy={busy}>
                <Trans>Save</Trans>
              </SubmitButton>
            </form>
          )}
        </IdentityGate>
      )}
    </div>
  );
}
