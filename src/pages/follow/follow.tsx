// Following a trader (issue 36, spec §2 follow/follow?trader_user_id=): the mode (a fixed multiple
// of the trader's lots, at least 1, or fixed whole lots), the number (kept to 2 decimals, spec §9),
// an optional copy stop-loss and take-profit in per cent, the most margin per copy and in all, the
// trader's profit share, how copying works, and the agreement. Following again edits: the form
// starts from the terms kept. When the trader takes a share of the profit, following is a payment
// to another user and asks for the pay password.

import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import type { TraderDetail } from '../../../contract/copy';
import { NavBar } from '../../ui/NavBar';
import { TraderLoadState } from '../copytrade/parts';
import { useTraderDetail } from '../copytrade/useCopyData';
import { FollowForm } from './FollowForm';
import '../copytrade/copy.css';

export default function FollowTrader() {
  const [params] = useSearchParams();
  const id = params.get('trader_user_id') ?? '';
  const { loaded, reload } = useTraderDetail(id);
  const detail: TraderDetail | null = loaded.state === 'ready' ? loaded.data : null;
  const editing = detail?.my_follow?.state === 'active';
  return (
    <div className="page copy-page">
      <NavBar title={editing ? <Trans>Edit copying</Trans> : <Trans>Follow a trader</Trans>} />
      {detail ? (
        <FollowForm key={detail.trader.id} detail={detail} reload={reload} />
      ) : (
        <TraderLoadState loaded={loaded} onRetry={reload} />
      )}
    </div>
  );
}
