// The pair's latest public trades, newest first, coloured by the taker's side.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../../contract/locales';
import type { PublicTrade } from '../../../../contract/spot';
import { groupDigits } from '../../../lib/format';
import { padDecimals } from '../../../lib/spot';
import { session } from '../../../state/session';
import { DelayedSpinner } from '../../../ui/Spinner';

export function RecentTrades(props: {
  trades: PublicTrade[] | null;
  failed: boolean;
  onRetry: () => void;
  base: string;
  quote: string;
  priceDecimals: number;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  if (props.failed)
    return (
      <div className="empty-state compact-state" role="alert">
        <p>
          <Trans>Recent trades could not be loaded.</Trans>
        </p>
        <button type="button" className="button button-secondary" onClick={props.onRetry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  if (!props.trades) return <DelayedSpinner delay={200} />;
  if (props.trades.length === 0)
    return (
      <div className="empty-state compact-state">
        <p>
          <Trans>No trades yet</Trans>
        </p>
      </div>
    );
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <table className="trades-table" aria-label={t`Recent trades`}>
      <thead>
        <tr className="muted">
          <th scope="col">
            <Trans>Time</Trans>
          </th>
          <th scope="col">
            <Trans>Price ({props.quote})</Trans>
          </th>
          <th scope="col">
            <Trans>Amount ({props.base})</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.trades.map((tr) => (
          <tr key={tr.id} data-side={tr.side}>
            <td className="muted">{time.format(tr.time)}</td>
            <td className={tr.side === 'buy' ? 'up' : 'down'}>
              {groupDigits(padDecimals(tr.price, props.priceDecimals))}
            </td>
            <td>{tr.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
