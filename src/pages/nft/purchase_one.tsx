// Buy now, or buy a blind box (spec §2 nft/purchase_one `?id=`; POST /bind_box/buyNFT): the item,
// its price, the available balance of the spot account, a confirm step, then where to find what
// was bought. The price shown is sent with the order, so a price that changed meanwhile is refused
// rather than charged. A box is drawn with a random seed made on this phone (crypto.getRandomValues)
// mixed in, made once per intended purchase so a retry sends the same. Refusals show under the
// price (and as the toast). An owner's resale pays another user: the confirm step asks for the
// payment password (and the authenticator code when it is on) and shows its refusals at those
// fields (./PaymentProof.tsx; issue 32). Signed in only (the route's guard).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { MyNft, NftDetail, NftOrder } from '../../../contract/nft';
import { buyNft } from '../../api/nft';
import { useNow } from '../../app/useNow';
import { covers, newBuyerSeed, statusNow } from '../../lib/nft';
import { useConfirmedSend } from '../../state/useConfirmedSend';
import { AvailableRow, GetFunds, SPOT_ACCOUNT } from '../../ui/AvailableBalance';
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
import { bidPath, MODE_LABELS, minePath, NFT_MY } from './labels';
import { PayRows } from './PriceRows';
import { Money } from './parts';
import { useNftDetail } from './useNftDetail';
import '../lockming/earn.css';
import './nft.css';

type Bought = { kind: 'order'; order: NftOrder } | { kind: 'box'; box: MyNft };

export default function PurchaseOne() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { loaded, reload } = useNftDetail(id);
  const balances = useBalances();
  const [bought, setBought] = useState<Bought | null>(null);
  const detail = loaded.state === 'loaded' ? loaded.detail : null;

  // An auction is bid on, not bought: its own screen.
  useEffect(() => {
    if (detail?.pay_type === 2) navigate(bidPath(detail.id), { replace: true });
  }, [detail, navigate]);

  return (
    <div className="page earn-page nft-page">
      <NavBar title={detail?.pay_type === 3 ? <Trans>Buy a blind box</Trans> : <Trans>Buy now</Trans>} />
      {bought ? (
        <Done bought={bought} />
      ) : detail ? (
        <>
          <ItemHead detail={detail} />
          <BuyForm
            detail={detail}
            balances={balances}
            onBought={setBought}
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

type Confirming = { detail: NftDetail; seed: string | undefined };

function BuyForm({
  detail: d,
  balances,
  onBought,
  onRefused,
}: {
  detail: NftDetail;
  balances: Balances;
  onBought: (b: Bought) => void;
  onRefused: () => void;
}) {
  const { i18n } = useLingui();
  const now = useNow();
  const network = useNeedsNetwork();
  const box = d.pay_type === 3;
  const available = balances.available(SPOT_ACCOUNT, d.currency);
  const enough = covers(available, d.price);
  const status = statusNow(d, now);
  const soldOut = box && d.boxes_left <= 0;
  const open = status === 1 && !d.own && !soldOut;
  const reasonId = useId();
  // Bought from its owner, not the house: paid to another user, confirmed with the pay password.
  const asked = useProofAsked(d.resale && !box);
  const submit = useConfirmedSend<Confirming, NftOrder | MyNft>({
    identity: `${d.code}:${d.price}`,
    proof: asked,
    send: (c, key, proof) => buyNft({ code: c.detail.code, price: c.detail.price, seed: c.seed, proof }, key),
    // A box answers with the unopened box, a fixed sale with its order.
    onDone: (reply, c) =>
      onBought(
        c.detail.pay_type === 3 ? { kind: 'box', box: reply as MyNft } : { kind: 'order', order: reply as NftOrder },
      ),
  });
  const problem = submit.refusal?.message ?? (enough === false ? i18n._(msg`Insufficient balance`) : null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!open || enough !== true) return;
    // One seed per intended purchase: confirming again after a lost answer sends the same one.
    const seed = box ? (submit.confirming?.seed ?? newBuyerSeed()) : undefined;
    submit.review({ detail: d, seed });
  };

  return (
    <form className="card earn-form nft-buy-form" aria-label={i18n._(msg`Buy`)} onSubmit={onSubmit} noValidate>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Sale</Trans>}>{i18n._(MODE_LABELS[d.pay_type])}</SummaryRow>
        <SummaryRow label={box ? <Trans>Price of one box</Trans> : <Trans>Price</Trans>} testId="nft-buy-price">
          <strong>
            <Money amount={d.price} currency={d.currency} />
          </strong>
        </SummaryRow>
        <AvailableRow balances={balances} currency={d.currency} testId="nft-available" />
      </dl>
      {problem && (
        <p className="field-error" role="alert" data-testid="nft-buy-refusal">
          {problem}
        </p>
      )}
      <GetFunds />
      <p className="field-hint">
        {box ? (
          <Trans>
            One box is drawn by the odds shown on the artwork's page. It arrives unopened in My NFTs: open it there to
            see what you got and check the draw.
          </Trans>
        ) : (
          <Trans>
            The price is paid now and held until customer service reviews the sale; then the artwork is yours. A
            rejected sale is refunded in full.
          </Trans>
        )}
      </p>
      <SubmitButton busy={submit.busy} disabled={!open || enough !== true} describedBy={open ? undefined : reasonId}>
        {box ? <Trans>Buy a box</Trans> : <Trans>Buy now</Trans>}
      </SubmitButton>
      {!open && (
        <p className="field-hint" id={reasonId} data-testid="nft-closed">
          {d.own ? (
            <Trans>This is yours: you cannot buy or bid on it.</Trans>
          ) : soldOut ? (
            <Trans>All boxes are sold.</Trans>
          ) : status === 2 ? (
            <Trans>The sale has not started yet.</Trans>
          ) : (
            <Trans>The sale has ended.</Trans>
          )}
        </p>
      )}
      <Sheet
        open={submit.confirming !== null}
        title={box ? <Trans>Confirm the box</Trans> : <Trans>Confirm the purchase</Trans>}
        onClose={submit.close}
      >
        <dl className="summary-list confirm-list">
          <SummaryRow label={<Trans>Artwork</Trans>} testId="confirm-name">
            {d.name}
          </SummaryRow>
          <PayRows amount={d.price} currency={d.currency} testId="confirm-price" />
        </dl>
        <PaymentProofFields submit={submit} asked={asked !== null} />
        <SendActions submit={submit} network={network} onRefused={onRefused} />
      </Sheet>
    </form>
  );
}

/** What was bought and where it is now. */
function Done({ bought }: { bought: Bought }) {
  const name = bought.kind === 'box' ? bought.box.name : bought.order.name;
  return (
    <section className="card nft-done" role="status" data-testid="nft-bought">
      {bought.kind === 'box' ? (
        <>
          <h2>
            <Trans>Your box is in My NFTs</Trans>
          </h2>
          <p>
            <Trans>It is unopened. Open it there to see what you drew and check the draw against the commitment.</Trans>
          </p>
          <Link to={NFT_MY} className="button button-block">
            <Trans>Open it in My NFTs</Trans>
          </Link>
        </>
      ) : (
        <>
          <h2>
            <Trans>Paid: the sale is in review</Trans>
          </h2>
          <p>
            <Trans>
              {name} shows in My NFTs as in review. Once customer service approves the sale it is yours; if it is
              rejected you are refunded.
            </Trans>
          </p>
          <Link to={NFT_MY} className="button button-block">
            <Trans>See My NFTs</Trans>
          </Link>
          <Link to={minePath('orders')} className="nft-done-link">
            <Trans>See my orders</Trans>
          </Link>
        </>
      )}
    </section>
  );
}
