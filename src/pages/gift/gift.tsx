// Send a gift (issue 39; the home tile "gift"): a coin, an amount, how many recipients, equal or
// random parts and a message. Checked on the phone by the rules the server checks
// (contract/gift-rules.ts), each problem at its field; then the confirm sheet asks for the pay
// password (a gift is a payment to other users, as a withdrawal is) and the amount is frozen in the
// spot account until claimed. Done, it opens the gift with its code, link and QR code to share.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  equalPart,
  GIFT_CURRENCIES,
  GIFT_HOURS,
  GIFT_MAX_PARTS,
  GIFT_MESSAGE_MAX,
  type GiftMode,
  giftProblem,
  giftUnit,
} from '../../../contract/gift-rules';
import type { GiftSent } from '../../../contract/gifts';
import { type GiftDraft, sendGift } from '../../api/gifts';
import { useProblemText } from '../../i18n/problem';
import { useConfirmedSend } from '../../state/useConfirmedSend';
import { AvailableRow, GetFunds } from '../../ui/AvailableBalance';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PaymentProofFields, useProofAsked } from '../../ui/PaymentProof';
import { SelectField } from '../../ui/SelectField';
import { SendActions } from '../../ui/SendActions';
import { Sheet } from '../../ui/Sheet';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { useBalances } from '../fund/useBalances';
import { GIFT_CLAIM, GIFT_MINE, giftDetailPath, MODE_LABELS } from './labels';
import '../lockming/earn.css';
import './gift.css';

const MODES: Tab<GiftMode>[] = [
  { value: 'equal', label: MODE_LABELS.equal },
  { value: 'random', label: MODE_LABELS.random },
];

export default function SendGift() {
  return (
    <div className="page earn-page gift-page">
      <NavBar
        title={<Trans>Send a gift</Trans>}
        right={
          <Link to={GIFT_MINE} className="earn-header-link">
            <Trans>My gifts</Trans>
          </Link>
        }
      />
      <SendForm />
      <p className="gift-links">
        <Link to={GIFT_CLAIM} className="button button-secondary button-block" data-testid="gift-claim-link">
          <Trans>Claim a gift with a code</Trans>
        </Link>
      </p>
      <SplitHelp />
    </div>
  );
}

function SendForm() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const text = useProblemText();
  const navigate = useNavigate();
  const network = useNeedsNetwork();
  const balances = useBalances();
  const [currency, setCurrency] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [parts, setParts] = useState('');
  const [mode, setMode] = useState<GiftMode>('random');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const draft = { currency, amount: amount.trim(), parts: parts.trim(), message };
  const problem = giftProblem(draft);
  const asked = useProofAsked(true);
  const submit = useConfirmedSend<GiftDraft, GiftSent>({
    identity: JSON.stringify({ ...draft, mode }),
    proof: asked,
    send: (c, key, proof) => sendGift(c, proof, key),
    onDone: (gift) => navigate(giftDetailPath(gift.id), { replace: true }),
  });
  const at = (field: 'amount' | 'parts' | 'message') => (tried && problem?.field === field ? text(problem) : null);
  const each = equalPart(draft.amount, currency, Number(draft.parts));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    submit.review({
      currency,
      amount: draft.amount,
      parts: Number(draft.parts),
      mode,
      message: message.trim(),
    });
  };

  return (
    <form className="card earn-form gift-form" aria-label={i18n._(msg`Gift`)} onSubmit={onSubmit} noValidate>
      <SelectField
        label={<Trans>Coin</Trans>}
        value={currency}
        options={GIFT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        onChange={setCurrency}
      />
      <Field
        label={<Trans>Total amount</Trans>}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        value={amount}
        onChange={(v) => {
          submit.clearRefusal();
          setAmount(v);
        }}
        error={at('amount')}
        addon={<span className="field-prefix">{currency}</span>}
        hint={t`Each recipient gets at least ${giftUnit(currency)} ${currency}.`}
        data-testid="gift-amount-input"
      />
      <Field
        label={<Trans>Number of recipients</Trans>}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={parts}
        onChange={(v) => {
          submit.clearRefusal();
          setParts(v.replace(/\D/g, ''));
        }}
        error={at('parts')}
        hint={t`1 to ${GIFT_MAX_PARTS}`}
        data-testid="gift-parts-input"
      />
      <TabStrip tabs={MODES} value={mode} onChange={setMode} className="segmented" label={i18n._(msg`How to split`)} />
      <p className="field-hint" data-testid="gift-split-hint">
        {mode === 'equal' ? (
          each ? (
            <Trans>
              Each recipient gets {each} {currency} (parts differ by at most {giftUnit(currency)}).
            </Trans>
          ) : (
            <Trans>Every recipient gets the same share.</Trans>
          )
        ) : (
          <Trans>Each recipient gets a random share, drawn fairly when you send (see how below).</Trans>
        )}
      </p>
      <Field
        label={<Trans>Message</Trans>}
        autoComplete="off"
        maxLength={GIFT_MESSAGE_MAX}
        value={message}
        onChange={setMessage}
        error={at('message')}
        hint={t`Optional, at most ${GIFT_MESSAGE_MAX} characters`}
        data-testid="gift-message-input"
      />
      <dl className="summary-list">
        <AvailableRow balances={balances} currency={currency} testId="gift-available" />
      </dl>
      {submit.refusal ? (
        <p className="field-error" role="alert" data-testid="gift-refusal">
          {submit.refusal.message}
        </p>
      ) : null}
      <GetFunds />
      <p className="field-hint">
        <Trans>
          The amount is frozen in your spot account until it is claimed. What nobody claims within {GIFT_HOURS} hours
          comes back to you.
        </Trans>
      </p>
      <SubmitButton busy={submit.busy}>
        <Trans>Send gift</Trans>
      </SubmitButton>
      <Sheet open={submit.confirming !== null} title={<Trans>Confirm the gift</Trans>} onClose={submit.close}>
        {submit.confirming && (
          <dl className="summary-list confirm-list">
            <SummaryRow label={<Trans>Total amount</Trans>} testId="gift-confirm-amount">
              {submit.confirming.amount} {submit.confirming.currency}
            </SummaryRow>
            <SummaryRow label={<Trans>Recipients</Trans>}>{submit.confirming.parts}</SummaryRow>
            <SummaryRow label={<Trans>Parts</Trans>}>{i18n._(MODE_LABELS[submit.confirming.mode])}</SummaryRow>
            {submit.confirming.message ? (
              <SummaryRow label={<Trans>Message</Trans>}>{submit.confirming.message}</SummaryRow>
            ) : null}
          </dl>
        )}
        <PaymentProofFields
          submit={submit}
          asked={asked !== null}
          reason={<Trans>A gift is paid to other users, so confirm it with your payment password.</Trans>}
        />
        <SendActions submit={submit} network={network} onRefused={balances.reload} />
      </Sheet>
    </form>
  );
}

/** How the parts are drawn: the rule the server follows (contract/gift-rules.ts), in plain words. */
function SplitHelp() {
  return (
    <details className="card gift-help" data-testid="gift-help">
      <summary>
        <Trans>How are the parts split?</Trans>
      </summary>
      <p>
        <Trans>
          Equal: the amount is divided by the number of recipients in the coin's smallest unit (0.01 USDT, 0.00000001
          BTC or ETH); any units left over go one each to the first people to claim.
        </Trans>
      </p>
      <p>
        <Trans>
          Random: when you send, the amount is cut at random points chosen by a secure random generator, so that every
          way of sharing it out (each part at least one smallest unit) is equally likely. Every recipient, first or
          last, has the same chances. The parts are fixed when the gift is sent and always add up to the amount exactly;
          each claim takes the next part.
        </Trans>
      </p>
      <p>
        <Trans>Each person can claim a gift once, and you cannot claim your own.</Trans>
      </p>
    </details>
  );
}
