// My investments (spec §2 invest/mine, §4; POST /dual/dual_list): open orders (purchased, or matured
// and waiting for the settlement price) and completed ones, newest first, ten at a time. An open
// order shows both payouts it may get; a completed one the tick it settled on (with Check: that
// tick in its candle on the chart) and what it paid.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DualOrder } from '../../../contract/dual';
import { DUAL_PAGE_SIZE, getDualOrders } from '../../api/dual';
import { usePagedList } from '../../app/usePagedList';
import { aprPercent, dualSymbol, isOpenState, settleTickOf } from '../../lib/dual';
import { formatStake } from '../../lib/options';
import { CheckLink, TickCell } from '../../ui/CitedTick';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { INVEST_LIST, STATE_LABELS, TYPE_LABELS, useDualTime } from './labels';
import { OutcomeLines } from './Outcomes';
import '../lockming/earn.css';
import './invest.css';

type Which = 'open' | 'completed';

const TABS: Tab<Which>[] = [
  { value: 'open', label: msg`Open` },
  { value: 'completed', label: msg`Completed` },
];

export default function InvestMine() {
  const { i18n } = useLingui();
  const [which, setWhich] = useState<Which>('open');
  return (
    <div className="page earn-page invest-page">
      <NavBar
        title={<Trans>My investments</Trans>}
        right={
          <Link to={INVEST_LIST} className="earn-header-link">
            <Trans>Products</Trans>
          </Link>
        }
      />
      <TabStrip tabs={TABS} value={which} onChange={setWhich} label={i18n._(msg`Order state`)} />
      <div role="tabpanel">
        <Orders key={which} which={which} />
      </div>
    </div>
  );
}

function Orders({ which }: { which: Which }) {
  const fetchPage = useCallback(
    (page: number) => getDualOrders(which, page, { quiet: true }).then((r) => r.list),
    [which],
  );
  const list = usePagedList(fetchPage, DUAL_PAGE_SIZE);
  return (
    <PagedList
      list={list}
      className="earn-orders"
      empty={which === 'open' ? <Trans>No open investments</Trans> : <Trans>No completed investments yet</Trans>}
      failure={<Trans>Your investments could not be loaded. Check your connection and try again.</Trans>}
      row={(o) => <OrderRow key={o.id} order={o} />}
    />
  );
}

function OrderRow({ order: o }: { order: DualOrder }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const when = useDualTime();
  const open = isOpenState(o.state);
  const days = o.days;
  const tick = settleTickOf(o);
  return (
    <li className="earn-order invest-order" data-order-id={o.id} data-state={o.state}>
      <div className="earn-order-head">
        <span>
          <strong>
            {o.coin} · {i18n._(TYPE_LABELS[o.type])} · <Trans>{days} days</Trans>
          </strong>
        </span>
        <span className={`earn-state invest-state state-${o.state}`} data-testid="order-state">
          {i18n._(STATE_LABELS[o.state])}
        </span>
      </div>
      <dl className="earn-order-grid">
        <Cell label={<Trans>Linked price</Trans>} testId="order-strike">
          {formatStake(o.exercise_price)} USDT
        </Cell>
        <Cell label={<Trans>APR</Trans>}>{aprPercent(o.rate)}%</Cell>
        <Cell label={<Trans>Shares</Trans>} testId="order-shares">
          {o.num}
        </Cell>
        <Cell label={<Trans>Amount</Trans>} testId="order-amount">
          {formatStake(o.amount)} {o.invest_currency}
        </Cell>
        <Cell label={<Trans>Settlement time</Trans>} testId="order-settle-at">
          {when(o.settle_at)}
        </Cell>
        <Cell label={<Trans>Bought</Trans>}>{when(o.created_at)}</Cell>
      </dl>
      {open ? (
        <div className="invest-order-outcomes">
          <OutcomeLines
            coin={o.coin}
            type={o.type}
            strike={o.exercise_price}
            payCoin={o.payout_if_coin}
            payUsdt={o.payout_if_usdt}
            testId="order-outcome"
          />
          {o.state === 'settling' && (
            <p className="field-hint">
              <Trans>It settles on the first recorded {o.coin} price at or after the settlement time.</Trans>
            </p>
          )}
        </div>
      ) : (
        <>
          <dl className="earn-order-grid invest-settled">
            <TickCell
              label={<Trans>Settlement price</Trans>}
              tick={tick}
              price={o.settle_price}
              unit="USDT"
              testId="order-settle"
            />
            <Cell label={<Trans>Paid</Trans>} testId="order-payout">
              <strong className="earn-rate">
                {o.payout === null ? '—' : `${formatStake(o.payout)} ${o.payout_currency ?? ''}`}
              </strong>
            </Cell>
            {o.settled_at !== null && <Cell label={<Trans>Settled</Trans>}>{when(o.settled_at)}</Cell>}
          </dl>
          {tick && (
            <div className="earn-order-foot">
              <CheckLink symbol={dualSymbol(o.coin)} tick={tick} label={t`Check the settlement price on the chart`} />
            </div>
          )}
        </>
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
