// The auction bid page (spec §2 nft/purchase `?id=`; POST /bind_box/auctionNFT): the current bid,
// the least next bid and the step, who leads, the deadline with its countdown, the margin frozen at
// the first bid, and the anti-sniping rule; the bid typed as the bid itself and sent as the raise
// the protocol takes (raiseForBid: bidOf in contract/nft-rules.ts adds the raise to the current
// bid), checked as the server checks it, a confirm step, and the bid. The current bid shown is sent
// with it, so a bid that was overtaken meanwhile is refused ("your bid must be higher than …") at
// the bid field rather than placed blind. On an owner's auction the
// margin may go to another user, so it is not frozen by a bid: the first confirm asks for the
// payment password (./PaymentProof.tsx; issue 32), freezes the margin with it (marginNFT), then
// bids. Signed in only.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NftBidReceipt, NftDetail } from '../../../contract/nft';
import { bidNft, freezeNftMargin } from '../../api/nft';
import { useNow } from '../../app/useNow';
import { afterBid, cleanAmount, covers, detailPath, raiseForBid, statusNow } from '../../lib/nft';
import { formatStake } from '../../lib/options';
import { showToast } from '../../state/ui';
import { useConfirmedSend } from '../../state/useConfirmedSend';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PaymentProofFields, useProofAsked } from '../../ui/PaymentProof';
import { SendActions } from '../../ui/SendActions';
import { Sheet } from '../../ui/Sheet';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Balances, useBalances } from '../fund/useBalances';
import { DetailFallback } from './DetailFallback';
import { ItemHead } from './ItemHead';
import { useDuration, useNftTime } from './labels';
import { BidRows } from './PriceRows';
import { Money, StatusBadge } from './parts';
import { AuctionRules } from './Terms';
import { useNftDetail } from './useNftDetail';
import '../lockming/earn.css';
import './nft.css';

export default function Purchase() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { loaded, reload, update } = useNftDetail(id);
  const balances = useBalances();
  const detail = loaded.state === 'loaded' ? loaded.detail : null;

  // Only auctions take bids: anything else opens its own page.
  useEffect(() => {
    if (detail && detail.pay_type !== 2) navigate(detailPath(detail), { replace: true });
  }, [detail, navigate]);

  return (
    <div className="page earn-page nft-page">
      <NavBar title={<Trans>Place a bid</Trans>} />
      {detail ? (
        <>
          <ItemHead detail={detail} />
          <Auction detail={detail} />
          <BidForm
            key={detail.code}
            detail={detail}
            balances={balances}
            onBid={(answer) => {
              update((d) => afterBid(d, answer));
              balances.reload();
            }}
            onRefused={() => {
              reload();
              balances.reload();
            }}
          />
        </>
      ) : (
        <DetailFallback loaded={loaded} onRetry={reload} />
      )}
    </div>
  );
}

/** Where the auction stands: the bid to beat, who leads, the deadline and the margin. */
function Auction({ detail: d }: { detail: NftDetail }) {
  const when = useNftTime();
  const step = d.per_increase;
  return (
    <section className="card nft-auction" aria-labelledby="nft-auction">
      <div className="nft-head-row">
        <h2 id="nft-auction">
          <Trans>The auction</Trans>
        </h2>
        <StatusBadge listing={d} countdown />
      </div>
      {d.leader_is_me && (
        <p className="nft-leading" role="status" data-testid="nft-leading">
          <Trans>You are the highest bidder.</Trans>
        </p>
      )}
      <dl className="summary-list">
        <BidRows detail={d} />
        <SummaryRow label={<Trans>Bid step</Trans>}>
          <Money amount={step} currency={d.currency} />
        </SummaryRow>
        <SummaryRow label={<Trans>Ends</Trans>} testId="nft-deadline">
          {when(d.end_time)}
        </SummaryRow>
        <SummaryRow label={<Trans>Margin</Trans>} testId="nft-margin">
          <Money amount={d.margin} currency={d.currency} />
          {' · '}
          {d.margin_paid ? (
            <Trans>frozen</Trans>
          ) : d.resale ? (
            <Trans>frozen with your payment password before your first bid</Trans>
          ) : (
            <Trans>frozen at your first bid</Trans>
          )}
        </SummaryRow>
      </dl>
      <AuctionRules detail={d} />
    </section>
  );
}

/** `freeze`: the margin of an owner's auction is frozen first, with the pay password (marginNFT). */
type Confirming = { detail: NftDetail; raise: string; bid: string; freeze: boolean };

/** Why a bid as typed cannot be sent, as the form says it. */
function bidText(d: NftDetail, typed: ReturnType<typeof raiseForBid>): MessageDescriptor | null {
  if (typed.ok) return null;
  if (typed.kind === 'invalid') return msg`Enter a valid bid`;
  const step = formatStake(d.per_increase);
  const minimum = formatStake(typed.minimum);
  const currency = d.currency;
  return d.current_bid === null
    ? msg`Your bid must be at least ${minimum} ${currency}, the start price`
    : msg`Your bid must be at least ${minimum} ${currency}: the current bid and ${step} more`;
}

function BidForm({
  detail: d,
  balances,
  onBid,
  onRefused,
}: {
  detail: NftDetail;
  balances: Balances;
  onBid: (answer: NftBidReceipt) => void;
  onRefused: () => void;
}) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const now = useNow();
  const when = useNftTime();
  const duration = useDuration();
  const network = useNeedsNetwork();
  const reasonId = useId();
  // The bid itself is typed; the raise over the current bid (what the protocol takes) is worked out.
  const [bidInput, setBidInput] = useState(d.minimum_bid);
  const [tried, setTried] = useState(false);
  const typed = cleanAmount(bidInput);
  const checked = raiseForBid(d, typed);
  const available = balances.available(SPOT_ACCOUNT, d.currency);
  // The margin is needed in the balance only until it is frozen.
  const marginCovered = d.margin_paid ? true : covers(available, d.margin);
  const status = statusNow(d, now);
  // The leader cannot raise their own bid (the server refuses it): they wait to be outbid.
  const open = status === 1 && !d.own && !d.leader_is_me;
  // Another user's auction whose margin this user has not frozen yet: frozen first, with the proof.
  const freeze = d.resale && !d.margin_paid;
  const asked = useProofAsked(freeze);
  const submit = useConfirmedSend<Confirming, NftBidReceipt>({
    identity: `${d.code}:${d.current_bid ?? ''}:${typed}`,
    proof: asked,
    send: async (c, key, proof) => {
      // Its own key, made from the bid's: a retry after a lost answer freezes once and bids once.
      if (c.freeze) await freezeNftMargin({ code: c.detail.code, proof }, `${key}:margin`);
      return bidNft({ code: c.detail.code, raise: c.raise, current: c.detail.current_bid ?? '' }, key);
    },
    onDone: (answer, c) => {
      const next = afterBid(c.detail, answer);
      setBidInput(next.minimum_bid);
      setTried(false);
      showToast(next.leader_is_me ? t`Bid placed: you are the highest bidder` : t`Bid placed`);
      onBid(answer);
    },
  });
  const local = bidText(d, checked);
  const shown =
    submit.refusal?.message ??
    (local && (tried || bidInput !== '') ? i18n._(local) : null) ??
    (marginCovered === false ? i18n._(msg`Insufficient balance for the margin`) : null);
  const raise = checked.ok ? formatStake(checked.raise) : null;
  const currency = d.currency;
  const least = formatStake(d.minimum_bid);
  const margin = formatStake(d.margin);
  const pay = duration(d.pay_window_ms);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!open || !checked.ok || marginCovered !== true) return;
    submit.review({ detail: d, raise: checked.raise, bid: checked.bid, freeze });
  };

  return (
    <form className="card earn-form nft-bid-form" aria-label={i18n._(msg`Bid`)} onSubmit={onSubmit} noValidate>
      <AmountField
        label={t`Your bid (${currency})`}
        asTyped
        maxLength={24}
        value={bidInput}
        onChange={(v) => {
          submit.clearRefusal();
          setBidInput(v);
        }}
        error={shown}
        hint={t`At least ${least} ${currency}`}
        available={{ balances, currency, testId: 'nft-available' }}
      />
      <dl className="summary-list earn-estimate" aria-live="polite">
        <SummaryRow label={<Trans>Raise over the current bid</Trans>} testId="nft-raise">
          {raise ? `${raise} ${currency}` : '—'}
        </SummaryRow>
        <SummaryRow
          label={d.margin_paid ? <Trans>Margin (frozen)</Trans> : <Trans>Margin frozen with this bid</Trans>}
          testId="nft-bid-margin"
        >
          <Money amount={d.margin} currency={currency} />
        </SummaryRow>
      </dl>
      <SubmitButton busy={submit.busy} disabled={!open} describedBy={open ? undefined : reasonId}>
        <Trans>Place a bid</Trans>
      </SubmitButton>
      {!open && (
        <p className="field-hint" id={reasonId} data-testid="nft-closed">
          {d.own ? (
            <Trans>This is yours: you cannot bid on it.</Trans>
          ) : d.leader_is_me && status === 1 ? (
            <Trans>You are the highest bidder.</Trans>
          ) : status === 2 ? (
            <Trans>The auction has not started yet.</Trans>
          ) : (
            <Trans>The auction has ended.</Trans>
          )}
        </p>
      )}
      <Sheet open={submit.confirming !== null} title={<Trans>Confirm your bid</Trans>} onClose={submit.close}>
        {submit.confirming && (
          <>
            <dl className="summary-list confirm-list">
              <SummaryRow label={<Trans>Artwork</Trans>}>{d.name}</SummaryRow>
              <SummaryRow label={<Trans>Your bid</Trans>} testId="confirm-bid">
                <strong>
                  <Money amount={submit.confirming.bid} currency={currency} />
                </strong>
              </SummaryRow>
              <SummaryRow label={<Trans>Raise</Trans>}>
                <Money amount={submit.confirming.raise} currency={currency} />
              </SummaryRow>
              <SummaryRow
                label={d.margin_paid ? <Trans>Margin (frozen)</Trans> : <Trans>Margin frozen now</Trans>}
                testId="confirm-margin"
              >
                <Money amount={d.margin} currency={currency} />
              </SummaryRow>
              <SummaryRow label={<Trans>Ends</Trans>}>{when(d.end_time)}</SummaryRow>
            </dl>
            <p className="field-hint confirm-note">
              <Trans>
                If you win, you pay your bid within {pay} of the end; if you do not, the margin goes to the seller. If
                you do not win, the margin is released when the auction ends.
              </Trans>
            </p>
          </>
        )}
        <PaymentProofFields
          submit={submit}
          asked={asked !== null && submit.confirming?.freeze === true}
          reason={
            <Trans>
              This auction is another user’s, so its margin of {margin} {currency} is frozen first: confirm it with your
              payment password.
            </Trans>
          }
        />
        <SendActions submit={submit} network={network} onRefused={onRefused} />
      </Sheet>
    </form>
  );
}
