// The withdrawal form (spec §2 withdraw, §5): method, destination, amount ("All" fills the spot
// balance), remark and pay password, checked here as the server checks them (server/wallet/
// withdrawals.ts) so a refusal is explained before anything is sent. One request id per intended
// withdrawal: a retry after a lost answer files it once; a changed field is a new request. A
// refusal about a field (wrong or locked pay password, insufficient balance…) stays under it after
// the API client's toast has gone.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkAmount, checkPayPassword, validationLimits } from '../../../contract/validators';
import type { WithdrawInfo, WithdrawMethod } from '../../../contract/wallet';
import { REFUSAL_CODES, refusalField } from '../../api/refusals';
import { requestWithdrawal } from '../../api/wallet';
import { useProblemText } from '../../i18n/problem';
import { useRefusalText } from '../../i18n/refusal';
import { groupDigits } from '../../lib/format';
import { isMore, tooManyDecimals, WITHDRAW_SCALE, withdrawQuote } from '../../lib/withdrawal';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { TotpField } from '../../ui/TotpField';
import { formatMoment, withdrawBlock } from '../setting/safeguards';
import { AddressChoice, BankCardChoice } from './withdraw-destination';
import { WithdrawSummary } from './withdraw-summary';

/** The remark's limit (contract/wallet.ts withdrawRequest). */
const REMARK_MAX = 100;
export const WITHDRAW_RECORDS_PATH = '/pages/fund/receive_withdraw_record?tab=withdraw';

type Errors = Partial<Record<'destination' | 'amount' | 'payPassword' | 'totp', string | null>>;

/** The server's refusals of a withdrawal that belong to one field (by their codes). */
const WITHDRAW_REFUSALS: Readonly<Record<string, keyof Errors>> = {
  [REFUSAL_CODES.payPasswordWrong]: 'payPassword',
  [REFUSAL_CODES.payPasswordLocked]: 'payPassword',
  [REFUSAL_CODES.payPasswordNotSet]: 'payPassword',
  [REFUSAL_CODES.insufficientBalance]: 'amount',
  [REFUSAL_CODES.belowMinimum]: 'amount',
  [REFUSAL_CODES.withdrawLimit]: 'amount',
  [REFUSAL_CODES.totpInvalid]: 'totp',
  'wallet.address_unknown': 'destination',
  'wallet.address_coin_mismatch': 'destination',
  'wallet.bank_card_missing': 'destination',
  'auth.destination_held': 'destination',
};

const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, validationLimits.payPasswordDigits);

/** `blockId`: the banner saying why withdrawals are stopped (frozen, held), when they are. */
export function WithdrawForm({ info, blockId }: { info: WithdrawInfo; blockId?: string }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const text = useProblemText();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const [method, setMethod] = useState<WithdrawMethod>('address');
  const [addressId, setAddressId] = useState('');
  /** When the first saved address can be used, while every one still waits its hold. */
  const [heldUntil, setHeldUntil] = useState<number | null>(null);
  const [hasCard, setHasCard] = useState(false);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  // Frozen or within a hold after a security change: the button is disabled, the banner says why.
  const blocked = withdrawBlock(info, Date.now()) !== null;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const currency = info.currency;
  const available = groupDigits(info.available);
  const requestId = useMemo(
    () => [crypto.randomUUID(), info.coin_id, method, addressId, amount, remark, payPassword, totpCode].join(':'),
    [info.coin_id, method, addressId, amount, remark, payPassword, totpCode],
  );

  const methods: { key: WithdrawMethod; label: string }[] = [
    { key: 'address', label: t`Wallet address` },
    { key: 'bank', label: t`Bank card` },
    { key: 'bank_international', label: t`International bank card` },
  ];

  /** A changed field loses its old error; the others keep theirs until the next submit. */
  const edit =
    (key: keyof Errors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  // Stable, because the address list reloads when it changes.
  const chooseAddress = useCallback((id: string) => {
    setAddressId(id);
    setErrors((e) => (e.destination ? { ...e, destination: null } : e));
  }, []);

  const amountProblem = (value: string): string | null => {
    const format = text(checkAmount(value));
    if (format) return format;
    if (tooManyDecimals(value)) return t`Enter at most ${WITHDRAW_SCALE} decimal places`;
    const quote = withdrawQuote(info, method, value);
    if (!quote.ok) {
      const min = groupDigits(quote.min);
      return t`The minimum amount is ${min} ${currency}`;
    }
    if (isMore(value, info.available)) return t`Insufficient balance`;
    return null;
  };

  const usableFrom = heldUntil !== null ? formatMoment(heldUntil, lang) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = amount.trim();
    const next: Errors = {
      destination:
        method === 'address'
          ? addressId
            ? null
            : usableFrom !== null
              ? t`Your new address can receive withdrawals from ${usableFrom}`
              : t`Please choose a withdrawal address`
          : hasCard
            ? null
            : t`Please add a bank card first`,
      amount: amountProblem(value),
      payPassword: text(checkPayPassword(payPassword)),
      totp: info.totp_enabled && !totpCode.trim() ? t`Enter the code from your authenticator app` : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await requestWithdrawal(
        {
          coinId: info.coin_id,
          method,
          addressId: method === 'address' ? addressId : '',
          amount: value,
          remark: remark.trim(),
          payPassword,
          totpCode: info.totp_enabled ? totpCode.trim() : '',
        },
        requestId,
      );
      showToast(t`Withdrawal submitted. It is paid out once it has been reviewed.`);
      navigate(WITHDRAW_RECORDS_PATH, { replace: true });
    } catch (err) {
      // Toasted by the API client (998 goes on to identity verification); the form keeps what was
      // typed, and a refusal about a field stays under it.
      const field = refusalField(err, WITHDRAW_REFUSALS);
      if (field) setErrors((x) => ({ ...x, [field]: refusalText(err) }));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="segmented" role="tablist" aria-label={t`Withdraw to`}>
        {methods.map((m) => (
          <button
            key={m.key}
            type="button"
            role="tab"
            aria-selected={method === m.key}
            disabled={m.key !== 'address' && !info.bank}
            onClick={() => {
              setMethod(m.key);
              setErrors({});
            }}
          >
            {m.label}
          </button>
        ))}
      </div>
      {!info.bank && (
        <p className="field-hint">
          <Trans>Withdrawals to a bank card are available for USDT only.</Trans>
        </p>
      )}
      {method === 'address' ? (
        <AddressChoice
          coinId={info.coin_id}
          coinName={`${currency}-${info.network}`}
          value={addressId}
          onChange={chooseAddress}
          onHeldUntil={setHeldUntil}
          error={errors.destination}
        />
      ) : (
        <BankCardChoice
          key={method}
          international={method === 'bank_international'}
          onReady={setHasCard}
          error={errors.destination}
        />
      )}
      <Field
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={edit('amount', (v) => setAmount(v.replace(/[^\d.]/g, '')))}
        error={errors.amount}
        hint={t`Available: ${available} ${currency}`}
        addon={
          <button
            type="button"
            className="field-addon"
            onClick={() => edit('amount', setAmount)(info.available === '0' ? '' : info.available)}
          >
            <Trans context="the whole amount">All</Trans>
          </button>
        }
      />
      <WithdrawSummary info={info} method={method} amount={amount.trim()} />
      <Field
        label={t`Remark (optional)`}
        value={remark}
        maxLength={REMARK_MAX}
        onChange={setRemark}
        hint={`${remark.length}/${REMARK_MAX}`}
      />
      <PasswordField
        label={t`Payment password`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={validationLimits.payPasswordDigits}
        value={payPassword}
        onChange={edit('payPassword', (v) => setPayPassword(digitsOnly(v)))}
        error={errors.payPassword}
        hint={t`6 digits`}
      />
      {info.totp_enabled ? (
        <TotpField value={totpCode} onChange={edit('totp', setTotpCode)} error={errors.totp} />
      ) : null}
      <SubmitButton busy={busy} disabled={blocked} describedBy={blocked ? blockId : undefined}>
        <Trans>Withdraw</Trans>
      </SubmitButton>
    </form>
  );
}
