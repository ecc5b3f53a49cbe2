// Resell an artwork the reader holds (spec §2 nft/resell `?code=`; POST /bind_box/resellNFT): fixed
// price or auction, the price (an auction's start price), the bid increment, the start and the end.
// Checked on the phone by the rules the server checks (resaleProblem in contract/nft-rules.ts),
// each problem at its field in spec §5's words; a confirm step that says a listed item cannot be
// withdrawn; then back to My NFTs, where it shows as reselling. Signed in only.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { NftListing } from '../../../contract/nft';
import { type ResaleTerms, resaleProblem, splitOf } from '../../../contract/nft-rules';
import { resellNft } from '../../api/nft';
import { cleanAmount, localInputOf, msOfLocalInput, RESALE_FIELD } from '../../lib/nft';
import { showToast } from '../../state/ui';
import { useConfirmedSend } from '../../state/useConfirmedSend';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { SendActions } from '../../ui/SendActions';
import { Sheet } from '../../ui/Sheet';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { MODE_LABELS, NFT_MY, useNftTime } from './labels';
import { Money } from './parts';
import { useNftDetail } from './useNftDetail';
import '../lockming/earn.css';
import './nft.css';

const MODES: Tab<1 | 2>[] = [
  { value: 1, label: MODE_LABELS[1] },
  { value: 2, label: MODE_LABELS[2] },
];

const WEEK_MS = 7 * 86_400_000;

type Problem = NonNullable<ReturnType<typeof resaleProblem>>;

/** spec §5's messages, and the rest in the same voice. */
const PROBLEM_TEXT: Record<Problem, MessageDescriptor> = {
  price: msg`Enter a valid price`,
  increase: msg`Enter the correct increase price`,
  times: msg`End time must be later than start`,
  start: msg`The start cannot be in the past`,
  length: msg`A sale can run for at most 30 days`,
};

export default function Resell() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <div className="page earn-page nft-page">
      <NavBar title={<Trans>Resell</Trans>} />
      {code ? (
        <ResellForm code={code} />
      ) : (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>Choose an artwork to resell in My NFTs.</Trans>
          </p>
          <Link to={NFT_MY} className="button">
            <Trans>My NFTs</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

type Confirming = ResaleTerms & { code: string };

function ResellForm({ code }: { code: string }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const when = useNftTime();
  const network = useNeedsNetwork();
  // The artwork's last listing, for its name and the fee and royalty it disclosed (shown if known).
  const { loaded } = useNftDetail(code);
  const known = loaded.state === 'loaded' ? loaded.detail : null;
  const [mode, setMode] = useState<1 | 2>(1);
  const [price, setPrice] = useState('');
  const [step, setStep] = useState('');
  const [start, setStart] = useState(() => localInputOf(Date.now()));
  const [end, setEnd] = useState(() => localInputOf(Date.now() + WEEK_MS));
  const [tried, setTried] = useState(false);
  const terms: ResaleTerms = {
    price: cleanAmount(price),
    per_increase: mode === 2 ? cleanAmount(step) : '',
    start_time: msOfLocalInput(start),
    end_time: msOfLocalInput(end),
    pay_type: mode,
  };
  const problem = resaleProblem(terms, Date.now());
  const submit = useConfirmedSend<Confirming, NftListing>({
    identity: JSON.stringify(terms),
    send: (c, key) =>
      resellNft(
        {
          code: c.code,
          price: c.price,
          per_increase: c.per_increase,
          start_time: c.start_time,
          end_time: c.end_time,
          pay_type: c.pay_type,
        },
        key,
      ),
    onDone: () => {
      showToast(t`Listed for resale`);
      navigate(NFT_MY);
    },
  });
  const at = (field: 'price' | 'increase' | 'start' | 'end'): string | null => {
    if (!problem || !tried) return null;
    return RESALE_FIELD[problem] === field ? i18n._(PROBLEM_TEXT[problem]) : null;
  };
  const currency = known?.currency ?? '';
  const split = known && !problem ? splitOf(terms.price, known.fee_bps, known.royalty_bps) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    submit.review({ ...terms, code });
  };

  return (
    <form className="card earn-form nft-resell-form" aria-label={i18n._(msg`Resale`)} onSubmit={onSubmit} noValidate>
      <p className="nft-resell-item">
        <strong>{known?.name ?? code}</strong>
        {known && <span className="muted"> · {code}</span>}
      </p>
      <TabStrip tabs={MODES} value={mode} onChange={setMode} className="segmented" label={i18n._(msg`Sale mode`)} />
      {submit.refusal && (
        <p className="field-error" role="alert" data-testid="nft-resell-refusal">
          {submit.refusal.message}
        </p>
      )}
      <Field
        label={mode === 2 ? t`Start price` : t`Price`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        value={price}
        onChange={(v) => {
          submit.clearRefusal();
          setPrice(v);
        }}
        error={at('price')}
        addon={currency ? <span className="field-prefix">{currency}</span> : undefined}
      />
      {mode === 2 && (
        <Field
          label={t`Bid increment`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          value={step}
          onChange={(v) => {
            submit.clearRefusal();
            setStep(v);
          }}
          error={at('increase')}
          hint={t`Each bid must raise the current bid by at least this.`}
        />
      )}
      <Field label={t`Start`} type="datetime-local" value={start} onChange={setStart} error={at('start')} />
      <Field
        label={t`End`}
        type="datetime-local"
        value={end}
        onChange={setEnd}
        error={at('end')}
        hint={t`At most 30 days after the start.`}
      />
      {split && (
        <dl className="summary-list earn-estimate" aria-live="polite">
          <SummaryRow label={mode === 2 ? <Trans>At the start price you get</Trans> : <Trans>You get</Trans>}>
            <Money amount={split.seller} currency={currency} />
          </SummaryRow>
          <SummaryRow label={<Trans>Platform fee and creator's royalty</Trans>}>
            <Money amount={split.fee} currency={currency} /> + <Money amount={split.royalty} currency={currency} />
          </SummaryRow>
        </dl>
      )}
      <p className="nft-warning" data-testid="nft-no-withdraw">
        <Trans>Once listed, the artwork cannot be withdrawn before the sale ends.</Trans>
      </p>
      <SubmitButton busy={submit.busy}>
        <Trans>List for resale</Trans>
      </SubmitButton>
      <Sheet open={submit.confirming !== null} title={<Trans>Confirm the resale</Trans>} onClose={submit.close}>
        {submit.confirming && (
          <>
            <dl className="summary-list confirm-list">
              <SummaryRow label={<Trans>Sale</Trans>}>{i18n._(MODE_LABELS[submit.confirming.pay_type])}</SummaryRow>
              <SummaryRow label={submit.confirming.pay_type === 2 ? <Trans>Start price</Trans> : <Trans>Price</Trans>}>
                <Money amount={submit.confirming.price} currency={currency} />
              </SummaryRow>
              {submit.confirming.pay_type === 2 && (
                <SummaryRow label={<Trans>Bid increment</Trans>}>
                  <Money amount={submit.confirming.per_increase} currency={currency} />
                </SummaryRow>
              )}
              <SummaryRow label={<Trans>Starts</Trans>}>{when(submit.confirming.start_time)}</SummaryRow>
              <SummaryRow label={<Trans>Ends</Trans>}>{when(submit.confirming.end_time)}</SummaryRow>
            </dl>
            <p className="nft-warning">
              <Trans>
                A listed artwork cannot be withdrawn: it stays on sale until it is sold or the sale ends. Every sale is
                reviewed before you are paid.
              </Trans>
            </p>
          </>
        )}
        <SendActions submit={submit} network={network} tone="sell" />
      </Sheet>
    </form>
  );
}
