// Payment orders (spec §4 "paid or expired; paying countdown"): an auction won waits for payment
// with a live countdown to its deadline and Pay (confirmed, with an Idempotency-Key); then every
// order with its state (in review, done, rejected and refunded, expired with the margin forfeited)
// and, for a seller, the fee, royalty and what they got. An auction won from another user (`resale`)
// is paid to them: its confirm step asks for the payment password (./PaymentProof.tsx; issue 32).
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { NftOrder } from '../../../contract/nft';
import { payNftOrder } from '../../api/nft';
import { useNow } from '../../app/useNow';
import { covers } from '../../lib/nft';
import { showToast } from '../../state/ui';
import { useConfirmedSend } from '../../state/useConfirmedSend';
import { AvailableRow, GetFunds, SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PaymentProofFields, useProofAsked } from '../../ui/PaymentProof';
import { SendActions } from '../../ui/SendActions';
import { Sheet } from '../../ui/Sheet';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Balances, useBalances } from '../fund/useBalances';
import { ORDER_STATE_LABELS, useNftTime } from './labels';
import { PayRows } from './PriceRows';
import { Money, TimeLeft } from './parts';

export function OrdersTab({
  needPay,
  orders,
  onChanged,
}: {
  needPay: NftOrder[];
  orders: NftOrder[];
  onChanged: () => void;
}) {
  const id = useId();
  return (
    <>
      {needPay.length > 0 && (
        <section aria-labelledby={id}>
          <h2 id={id} className="nft-section-title">
            <Trans>Waiting for your payment</Trans>
          </h2>
          <NeedPay orders={needPay} onChanged={onChanged} />
        </section>
      )}
      {orders.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No orders yet.</Trans>
          </p>
        </div>
      ) : (
        <ul className="earn-orders nft-orders">
          {orders.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}
    </>
  );
}

function NeedPay({ orders, onChanged }: { orders: NftOrder[]; onChanged: () => void }) {
  const balances = useBalances();
  return (
    <ul className="earn-orders nft-orders">
      {orders.map((o) => (
        <NeedPayRow key={o.id} order={o} balances={balances} onChanged={onChanged} />
      ))}
    </ul>
  );
}

/** One order to pay, with its own Idempotency-Key (the order's), confirm sheet and refusal. */
function NeedPayRow({ order: o, balances, onChanged }: { order: NftOrder; balances: Balances; onChanged: () => void }) {
  const { t } = useLinguiMacro();
  const network = useNeedsNetwork();
  const asked = useProofAsked(o.resale);
  const submit = useConfirmedSend<{ order: NftOrder }, NftOrder>({
    identity: o.id,
    proof: asked,
    send: (c, key, proof) => payNftOrder({ id: c.order.id, proof }, key),
    onDone: () => {
      showToast(t`Paid: the sale is in review`);
      balances.reload();
      onChanged();
    },
  });
  const short = covers(balances.available(SPOT_ACCOUNT, o.currency), o.price) === false;
  const problem = submit.refusal?.message ?? (short ? t`Insufficient balance` : null);
  return (
    <li className="earn-order nft-order nft-need-pay" data-order-id={o.id} data-testid="nft-need-pay">
      <div className="earn-order-head">
        <strong>{o.name}</strong>
        <DueBadge dueAt={o.due_at} />
      </div>
      <dl className="summary-list">
        <SummaryRow label={<Trans>To pay</Trans>}>
          <strong>
            <Money amount={o.price} currency={o.currency} />
          </strong>
        </SummaryRow>
        <SummaryRow label={<Trans>Margin held</Trans>}>
          <Money amount={o.margin} currency={o.currency} />
        </SummaryRow>
        <AvailableRow balances={balances} currency={o.currency} testId="nft-available" />
      </dl>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <GetFunds />
      <button
        type="button"
        className="button button-block"
        disabled={network.offline || submit.busy}
        aria-describedby={network.describedBy}
        onClick={() => submit.review({ order: o })}
      >
        <Trans>Pay</Trans>
      </button>
      {network.reason}
      <Sheet open={submit.confirming !== null} title={<Trans>Confirm the payment</Trans>} onClose={submit.close}>
        <dl className="summary-list confirm-list">
          <SummaryRow label={<Trans>Artwork</Trans>}>{o.name}</SummaryRow>
          <PayRows amount={o.price} currency={o.currency} testId="confirm-pay" />
        </dl>
        <p className="field-hint confirm-note">
          <Trans>Once paid, your margin is released and the sale waits for review before the artwork is yours.</Trans>
        </p>
        <PaymentProofFields submit={submit} asked={asked !== null} />
        <SendActions submit={submit} network={network} onRefused={onChanged} />
      </Sheet>
    </li>
  );
}

/** "Pay within 23:59:59", ticking; "Overdue" once past. */
function DueBadge({ dueAt }: { dueAt: number | null }) {
  const now = useNow();
  if (dueAt === null) return null;
  const left = dueAt - now;
  return (
    <span className="nft-status nft-status-2" data-testid="nft-due">
      {left > 0 ? (
        <Trans>
          Pay within <TimeLeft ms={left} />
        </Trans>
      ) : (
        <Trans>Overdue</Trans>
      )}
    </span>
  );
}

function OrderRow({ order: o }: { order: NftOrder }) {
  const { i18n } = useLingui();
  const when = useNftTime();
  const seller = o.side === 'seller';
  return (
    <li className="earn-order nft-order" data-order-id={o.id} data-state={o.state} data-testid="nft-order">
      <div className="earn-order-head">
        <strong>{o.name}</strong>
        <span className={`earn-state nft-order-state state-${o.state}`} data-testid="nft-order-state">
          {i18n._(ORDER_STATE_LABELS[o.state])}
        </span>
      </div>
      <dl className="earn-order-grid">
        <Cell label={seller ? <Trans>Sold for</Trans> : <Trans>Bought for</Trans>}>
          <Money amount={o.price} currency={o.currency} />
        </Cell>
        <Cell label={<Trans>Date</Trans>}>{when(o.created_at)}</Cell>
        {seller && o.state === 'done' && (
          <>
            <Cell label={<Trans>Fee</Trans>}>
              <Money amount={o.fee} currency={o.currency} />
            </Cell>
            <Cell label={<Trans>Royalty</Trans>}>
              <Money amount={o.royalty} currency={o.currency} />
            </Cell>
            <Cell label={<Trans>You got</Trans>}>
              <strong>
                <Money amount={o.proceeds} currency={o.currency} />
              </strong>
            </Cell>
          </>
        )}
      </dl>
    </li>
  );
}

function Cell({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
