// The user's earn orders (spec §2 lockming/order; GET /lh/deposit/order): in progress and redeemed,
// newest first, ten at a time. A running order shows what it has paid and when it pays next, and
// can be redeemed early after a confirmation that shows the penalty (the server's `cancel_fee`),
// what comes back, and that interest already paid is kept.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { EarnOrder, EarnOrderStatus } from '../../../contract/earn';
import { LOCALE_TAGS } from '../../../contract/locales';
import { EARN_PAGE_SIZE, getEarnOrders, redeemEarn } from '../../api/earn';
import { usePagedList } from '../../app/usePagedList';
import { percentOf, redemptionReturn } from '../../lib/earn';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { useMoneyAction } from '../../state/useMoneyAction';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PagedList } from '../../ui/PagedList';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { EARN_LIST, KIND_LABELS } from './labels';
import './earn.css';

const TABS: Tab<EarnOrderStatus>[] = [
  { value: 1, label: msg`In progress` },
  { value: 2, label: msg`Redeemed` },
];

export default function EarnOrders() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<EarnOrderStatus>(1);
  return (
    <div className="page earn-page">
      <NavBar
        title={<Trans>My earn orders</Trans>}
        right={
          <Link to={EARN_LIST} className="earn-header-link">
            <Trans>Products</Trans>
          </Link>
        }
      />
      <TabStrip tabs={TABS} value={status} onChange={setStatus} label={i18n._(msg`Order state`)} />
      <div role="tabpanel">
        <Orders key={status} status={status} />
      </div>
    </div>
  );
}

function Orders({ status }: { status: EarnOrderStatus }) {
  const fetchPage = useCallback(
    (page: number) => getEarnOrders(status, page, { quiet: true }).then((r) => r.order_list),
    [status],
  );
  const list = usePagedList(fetchPage, EARN_PAGE_SIZE);
  const redeem = useRedeem(list.reload);
  return (
    <>
      <PagedList
        list={list}
        className="earn-orders"
        empty={status === 1 ? <Trans>No orders in progress</Trans> : <Trans>No redeemed orders yet</Trans>}
        failure={<Trans>Your orders could not be loaded. Check your connection and try again.</Trans>}
        row={(o) => <OrderRow key={o.id} order={o} onRedeem={() => redeem.review(o)} />}
      />
      <ConfirmRedeem {...redeem} />
    </>
  );
}

function useDateTime() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
    return (ms: number) => f.format(ms);
  }, [lang]);
}

function OrderRow({ order: o, onRedeem }: { order: EarnOrder; onRedeem: () => void }) {
  const { i18n } = useLingui();
  const when = useDateTime();
  const currency = o.currency_name;
  const days = o.day;
  const paid = o.days_paid;
  const running = o.status === 1;
  return (
    <li className="earn-order" data-order-id={o.id} data-status={o.status}>
      <div className="earn-order-head">
        <span>
          <strong>
            {i18n._(KIND_LABELS[o.kind])} · {currency} · <Trans>{days} days</Trans>
          </strong>
          <span className="earn-product-name muted">{o.name}</span>
        </span>
        {running ? (
          <span className="earn-state state-running">
            <Trans>In progress</Trans>
          </span>
        ) : o.redeem_reason === 'early' ? (
          <span className="earn-state" data-testid="redeem-reason">
            <Trans>Redeemed early</Trans>
          </span>
        ) : (
          <span className="earn-state" data-testid="redeem-reason">
            <Trans>Matured</Trans>
          </span>
        )}
      </div>
      <dl className="earn-order-grid">
        <Cell label={<Trans>Amount</Trans>} testId="order-amount">
          {formatStake(o.amount)} {currency}
        </Cell>
        <Cell label={<Trans>Daily yield</Trans>}>{percentOf(o.day_rate)}%</Cell>
        <Cell label={<Trans>Days paid</Trans>} testId="order-days">
          <Trans>
            {paid} of {days}
          </Trans>
        </Cell>
        <Cell label={<Trans>Interest paid</Trans>} testId="order-interest">
          {formatStake(o.total_interest)}
        </Cell>
        <Cell label={<Trans>Estimated total</Trans>} testId="order-estimate">
          {formatStake(o.estimated_interest)}
        </Cell>
        {running ? (
          <Cell label={<Trans>Next interest</Trans>} testId="order-next">
            {o.next_dividend_at ? when(o.next_dividend_at) : '—'}
          </Cell>
        ) : (
          <Cell label={<Trans>Penalty</Trans>} testId="order-fee">
            {formatStake(o.cancel_fee)}
          </Cell>
        )}
        <Cell label={<Trans>Started</Trans>}>{when(o.start_at)}</Cell>
        <Cell label={<Trans>Matures</Trans>}>{when(o.end_at)}</Cell>
        {!running && o.redeemed_at !== null && <Cell label={<Trans>Redeemed</Trans>}>{when(o.redeemed_at)}</Cell>}
      </dl>
      {running && (
        <div className="earn-order-foot">
          <button type="button" className="button button-secondary earn-redeem" onClick={onRedeem}>
            <Trans>Redeem early</Trans>
          </button>
        </div>
      )}
    </li>
  );
}

function Cell({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Early redemption, through the money action: one Idempotency-Key per order until the server has answered. */
function useRedeem(onDone: () => void) {
  const { t } = useLinguiMacro();
  const network = useNeedsNetwork();
  const redeem = useMoneyAction({
    identity: [],
    keyPart: (c: { order: EarnOrder }) => String(c.order.id),
    send: (c, key) => redeemEarn(c.order.id, key, { quiet: true }),
    toast: t`Redeemed: the amount less the penalty is back in your spot account`,
    onDone,
    // A definite answer (already redeemed…): toasted, and the list shows the order as it is.
    placeRefusal: (err) => {
      showToast(err.message);
      onDone();
      return null;
    },
  });

  return {
    order: redeem.confirming?.order ?? null,
    busy: redeem.busy,
    sendError: redeem.sendError,
    network,
    onClose: redeem.close,
    onConfirm: () => void redeem.send(),
    review: (order: EarnOrder) => redeem.review({ order }),
  };
}

function ConfirmRedeem({ order, ...send }: Omit<ReturnType<typeof useRedeem>, 'review'>) {
  const currency = order?.currency_name ?? '';
  const paid = order ? formatStake(order.total_interest) : '';
  return (
    <ConfirmSheet
      {...send}
      confirming={order}
      title={<Trans>Redeem early?</Trans>}
      tone="sell"
      rows={(o) => (
        <>
          <SummaryRow label={<Trans>Amount locked</Trans>}>
            {formatStake(o.amount)} {currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Penalty</Trans>} testId="redeem-fee">
            <strong className="down">
              {formatStake(o.cancel_fee)} {currency}
            </strong>
          </SummaryRow>
          <SummaryRow label={<Trans>Comes back to your spot account</Trans>} testId="redeem-back">
            <strong>
              {formatStake(redemptionReturn(o.amount, o.cancel_fee))} {currency}
            </strong>
          </SummaryRow>
          <SummaryRow label={<Trans>Interest already paid (kept)</Trans>} testId="redeem-kept">
            {paid} {currency}
          </SummaryRow>
        </>
      )}
      note={() => (
        <Trans>
          The penalty is the penalty rate × the days still to run × the amount. The {paid} {currency} of interest
          already paid stays yours; no more interest is paid on this order.
        </Trans>
      )}
    />
  );
}
