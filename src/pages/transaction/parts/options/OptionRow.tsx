// One option as its owner sees it: instrument, direction, stake, duration and payout ratio, the
// entry tick, then the countdown while it is open, or the settlement tick, the outcome and the
// change to the balance once settled, with a link to the chart's minute that holds that tick.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { OptionOrder } from '../../../../../contract/options';
import { formatSigned, formatStake, ratioText } from '../../../../lib/options';
import { CheckLink, TickCell } from '../../../../ui/CitedTick';
import { Countdown } from './Countdown';
import { DIRECTION_LABELS, DIRECTION_TREND, RESULT_LABELS, RESULT_TREND } from './labels';

export function OptionRow({ order }: { order: OptionOrder }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const settled = order.status === 2 && order.settle_tick !== null && order.profit_result !== null;
  const result = settled && order.profit_result !== null ? (`${order.profit_result}` as const) : null;
  const { seconds, currency } = order;
  const ratio = ratioText(order.profit_ratio);
  return (
    <li className="order-row option-row" data-option-id={order.id} data-status={order.status}>
      <div className="order-head">
        <span>
          <strong className={DIRECTION_TREND[order.type]}>
            {order.type === 1 ? '▲' : '▼'} {i18n._(DIRECTION_LABELS[order.type])}
          </strong>{' '}
          <strong>{order.symbol_name}</strong>{' '}
          <span className="order-tag">
            <Trans>
              {seconds}s · {ratio}
            </Trans>
          </span>
        </span>
        {result ? (
          <span className={`option-result ${RESULT_TREND[result]}`} data-testid="option-result">
            {i18n._(RESULT_LABELS[result])}
          </span>
        ) : (
          <Countdown order={order} />
        )}
      </div>
      <dl className="order-grid option-grid">
        <div>
          <dt>
            <Trans>Stake ({currency})</Trans>
          </dt>
          <dd data-testid="option-stake">{formatStake(order.number)}</dd>
        </div>
        <TickCell label={<Trans>Entry price</Trans>} tick={order.open_tick} testId="option-entry" />
        {settled && order.settle_tick ? (
          <TickCell label={<Trans>Settlement price</Trans>} tick={order.settle_tick} testId="option-settle" />
        ) : (
          <div>
            <dt>
              <Trans>Settlement price</Trans>
            </dt>
            <dd className="muted">—</dd>
          </div>
        )}
      </dl>
      {settled && order.settle_tick && (
        <div className="order-foot">
          <span>
            <Trans>Profit</Trans>{' '}
            <strong className={RESULT_TREND[result ?? '0']} data-testid="option-profit">
              {formatSigned(order.profit ?? '0')} {currency}
            </strong>
          </span>
          <CheckLink
            symbol={order.symbol_name}
            tick={order.settle_tick}
            label={t`Check the settlement price on the chart`}
          />
        </div>
      )}
    </li>
  );
}
