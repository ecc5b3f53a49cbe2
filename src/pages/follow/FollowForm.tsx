// The follow form itself: checked as the server checks it (src/lib/copy.ts) before the confirm
// step; the number shown as it will be kept, and what a copy takes for a few of the trader's order
// sizes. The pay password field (and the authenticator code, when it is on) appears only when
// starting to follow a trader who takes a profit share.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { FollowMode, TraderDetail } from '../../../contract/copy';
import { validationLimits } from '../../../contract/validators';
import {
  checkFollow,
  type FollowField,
  type FollowProblem,
  type FollowForm as Form,
  lotsExamples,
  numberAsKept,
  ratePercent,
  roundsNumber,
} from '../../lib/copy';
import { session } from '../../state/session';
import { sheetOf } from '../../ui/ConfirmSheet';
import { Field } from '../../ui/Field';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { TotpField } from '../../ui/TotpField';
import { MODE_LABELS } from '../copytrade/labels';
import { AgreementCheck, Avatar, DemoBadge, Rate } from '../copytrade/parts';
import { ConfirmFollow } from './ConfirmFollow';
import { CopyRules } from './CopyRules';
import { FOLLOW_PROBLEMS } from './problems';
import { useFollow } from './useFollow';

const MODES: FollowMode[] = [1, 2];
const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, validationLimits.payPasswordDigits);
const decimalOnly = (v: string) => v.replace(/[^\d.]/g, '');

export function FollowForm({ detail, reload }: { detail: TraderDetail; reload: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { user } = useSnapshot(session);
  const trader = detail.trader;
  const kept = detail.my_follow?.state === 'active' ? detail.my_follow : null;
  const [form, setForm] = useState<Form>(() => ({
    mode: kept?.type ?? 1,
    number: kept?.number ?? '1',
    stopLoss: kept?.stop_loss ?? '',
    takeProfit: kept?.take_profit ?? '',
    maxMargin: kept?.max_margin ?? '',
    maxTotal: kept?.max_total ?? '',
    agree: kept !== null,
    payPassword: '',
  }));
  const [problems, setProblems] = useState<Partial<Record<FollowField, FollowProblem>>>({});
  // A following keeps the share it began with; a new one takes the trader's current share.
  const share = kept?.profit_share ?? trader.profit_share;
  const sharing = Number(share) > 0;
  // Starting to follow a trader who takes a share is a payment to another user: it is proved with
  // the pay password (and the authenticator code when it is on). An edit keeps the share agreed.
  const paying = kept === null && Number(trader.profit_share) > 0;
  const asksTotp = paying && user?.totp_enabled === true;
  const [totpCode, setTotpCode] = useState('');
  const [totpMissing, setTotpMissing] = useState(false);
  const network = useNeedsNetwork();
  const { payPassword: _, ...terms } = form;
  const follow = useFollow(trader.id, Object.values(terms));
  const refusal = follow.refusal;

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setProblems((p) => (p[key as FollowField] ? { ...p, [key]: undefined } : p));
      follow.clearRefusal();
    };
  const problemText = (field: FollowField) => {
    const p = problems[field];
    return p ? i18n._(FOLLOW_PROBLEMS[p]) : null;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkFollow(form, paying);
    const noCode = asksTotp && totpCode.trim() === '';
    setTotpMissing(noCode);
    if (!checked.ok || noCode) {
      setProblems(checked.ok ? {} : checked.problems);
      return;
    }
    setProblems({});
    follow.review({
      ...checked.values,
      type: form.mode,
      nickname: trader.nickname,
      share,
      editing: kept !== null,
      payPassword: paying ? form.payPassword : '',
      totpCode: asksTotp ? totpCode.trim() : '',
    });
  };

  const typed = numberAsKept(form.mode, form.number);
  const asKept = 'number' in typed ? typed.number : null;
  const sharePct = ratePercent(share);
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Follow a trader`}>
      <div className="copy-who">
        <Avatar src={trader.head_portrait} name={trader.nickname} />
        <strong>{trader.nickname}</strong>
        {trader.demo && <DemoBadge />}
      </div>
      <div className="segmented" role="tablist" aria-label={t`Mode`}>
        {MODES.map((m) => (
          <button key={m} type="button" role="tab" aria-selected={form.mode === m} onClick={() => set('mode')(m)}>
            {i18n._(MODE_LABELS[m])}
          </button>
        ))}
      </div>
      <Field
        label={form.mode === 1 ? t`Multiple of the trader's lots` : t`Lots per copy`}
        inputMode="decimal"
        autoComplete="off"
        value={form.number}
        onChange={(v) => set('number')(decimalOnly(v))}
        error={problemText('number')}
        hint={
          asKept !== null && roundsNumber(form.number)
            ? t`Kept as ${asKept} (2 decimals at most)`
            : form.mode === 1
              ? t`At least 1; 2 decimals at most`
              : t`Whole lots`
        }
      />
      {asKept !== null && (
        <p className="copy-examples" data-testid="follow-examples">
          {lotsExamples(form.mode, asKept)
            .map(({ trader: lots, copy }) => t`trader ${lots} → you ${copy}`)
            .join(' · ')}
        </p>
      )}
      <Field
        label={t`Copy stop-loss (%, optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={form.stopLoss}
        onChange={(v) => set('stopLoss')(decimalOnly(v))}
        error={problemText('stopLoss')}
        hint={t`Stop copying and close the copies when they have lost this share of their margin`}
      />
      <Field
        label={t`Copy take-profit (%, optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={form.takeProfit}
        onChange={(v) => set('takeProfit')(decimalOnly(v))}
        error={problemText('takeProfit')}
        hint={t`Stop copying and close the copies when they have made this share of their margin`}
      />
      <Field
        label={t`Most margin per copy (USDT, optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={form.maxMargin}
        onChange={(v) => set('maxMargin')(decimalOnly(v))}
        error={problemText('maxMargin')}
      />
      <Field
        label={t`Most margin in all open copies (USDT, optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={form.maxTotal}
        onChange={(v) => set('maxTotal')(decimalOnly(v))}
        error={problemText('maxTotal')}
      />
      <dl className="summary-list">
        <SummaryRow label={<Trans>Profit share</Trans>} testId="follow-share">
          <Rate value={share} />
        </SummaryRow>
      </dl>
      <CopyRules share={sharing ? sharePct : null} />
      <AgreementCheck checked={form.agree} onChange={set('agree')} problem={problemText('agree')} />
      {paying && (
        <>
          <PasswordField
            label={t`Payment password`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={validationLimits.payPasswordDigits}
            value={form.payPassword}
            onChange={(v) => set('payPassword')(digitsOnly(v))}
            error={problemText('payPassword') ?? (refusal?.at === 'payPassword' ? refusal.message : null)}
            hint={t`6 digits: the trader will be paid a share of your profit`}
          />
          {user && !user.has_pay_password && (
            <p className="field-hint">
              <Link to="/pages/setting/payPassword">
                <Trans>Set payment password</Trans>
              </Link>
            </p>
          )}
          {asksTotp && (
            <TotpField
              value={totpCode}
              onChange={(v) => {
                setTotpCode(v);
                setTotpMissing(false);
                follow.clearRefusal();
              }}
              error={
                totpMissing
                  ? t`Enter the code from your authenticator app`
                  : refusal?.at === 'totp'
                    ? refusal.message
                    : null
              }
            />
          )}
        </>
      )}
      {refusal?.at === 'form' && (
        <p className="field-error" role="alert">
          {refusal.message}
        </p>
      )}
      <SubmitButton busy={follow.busy}>{kept ? <Trans>Save changes</Trans> : <Trans>Follow</Trans>}</SubmitButton>
      <ConfirmFollow {...sheetOf(follow, network, reload)} />
    </form>
  );
}
