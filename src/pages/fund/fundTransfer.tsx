// Transfer between accounts (spec §2 fund/fundTransfer, §3 Fund transfer): currency, from and to
// accounts, amount ("All" fills the available balance). The request carries one id for as long
// as the form is unchanged, so a retry after a lost answer moves the money once. `?from=2&to=4`
// chooses the accounts (e.g. from the options screen), and `redirect` where to go back after.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkAmount, validationMessages } from '../../../contract/validators';
import type { AccountId } from '../../../contract/wallet';
import { transferBetweenAccounts } from '../../api/wallet';
import { useProblemText } from '../../i18n/problem';
import { ACCOUNT_IDS, ACCOUNT_LABELS } from '../../lib/accounts';
import { groupDigits } from '../../lib/format';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { WALLET_CURRENCIES } from './accounts';
import { BalanceHint } from './BalanceHint';
import { FirstRunOffer } from './FirstRunOffer';
import { useBalances } from './useBalances';
import './fund.css';

export default function FundTransfer() {
  const { i18n, t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const balances = useBalances();
  const [currency, setCurrency] = useState<string>('USDT');
  const [from, setFrom] = useState<AccountId>(() => accountParam(params.get('from')) ?? 2);
  const [to, setTo] = useState<AccountId>(() => accountParam(params.get('to')) ?? 3);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One request id per intended transfer: it changes only when what is asked changes.
  const requestId = useMemo(
    () => [crypto.randomUUID(), currency, from, to, amount].join(':'),
    [currency, from, to, amount],
  );

  /** Null until the server has told it: the transfer waits for it (never a made-up zero). */
  const available = balances.available(from, currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = amount.trim() ? checkAmount(amount.trim()) : { message: validationMessages.amountRequired };
    const message = text(problem) ?? (from === to ? t`Choose two different accounts` : null);
    setError(message);
    if (message || available === null) return;
    setBusy(true);
    try {
      await transferBetweenAccounts({ currency, amount: amount.trim(), from, to }, requestId);
      showToast(t`Transfer complete`);
      navigate(backTo(params.get('redirect')), { replace: true });
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const accountSelect = (label: string, value: AccountId, onChange: (v: AccountId) => void) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        className="field-input select"
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as AccountId)}
      >
        {ACCOUNT_IDS.map((id) => (
          <option key={id} value={id}>
            {i18n._(ACCOUNT_LABELS[id])}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="page">
      <NavBar title={<Trans>Transfer</Trans>} />
      {/* Nothing to move yet: where to start instead (issue 20). */}
      <FirstRunOffer rows={balances.rows} onAdded={balances.reload} />
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field-label">
            <Trans>Currency</Trans>
          </span>
          <select className="field-input select" value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {WALLET_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {accountSelect(t`From`, from, setFrom)}
        <button
          type="button"
          className="link-button swap-button"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <Trans>Swap accounts</Trans>
        </button>
        {accountSelect(t`To`, to, setTo)}
        <Field
          label={t`Amount`}
          inputMode="decimal"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          error={error}
          hint={
            <BalanceHint balances={balances}>
              {available === null ? null : t`Available: ${groupDigits(available)} ${currency}`}
            </BalanceHint>
          }
          addon={
            <button
              type="button"
              className="field-addon"
              disabled={available === null}
              onClick={() => setAmount(available === null || available === '0' ? '' : available)}
            >
              <Trans context="the whole amount">All</Trans>
            </button>
          }
        />
        <SubmitButton busy={busy} disabled={available === null}>
          <Trans>Transfer</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}

/** An account id from the query, when it is one. */
function accountParam(value: string | null): AccountId | null {
  const id = Number(value);
  return ACCOUNT_IDS.find((a) => a === id) ?? null;
}

/** Where a transfer goes on: the screen that asked for it (an in-app path only), else the assets. */
const backTo = (redirect: string | null) => (redirect?.startsWith('/pages/') ? redirect : '/pages/fund/assets');
