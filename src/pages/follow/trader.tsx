// A trader's profile (issue 36, spec §2 follow/trader?trader_user_id=): who they are (a Demo badge
// for the market's strategy bots), the profit share they take, their statistics per window with
// the time they were computed, the P&L chart, their open positions and history with the recorded
// ticks each cites; Follow, or Edit and Stop copying when the reader follows them. Open to guests.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TraderDetail } from '../../../contract/copy';
import { sheetOf } from '../../ui/ConfirmSheet';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { CancelFollowSheet } from '../copytrade/ActionSheets';
import { PositionCard } from '../copytrade/PositionCard';
import { Avatar, DemoBadge, Figure, FollowAction, KeptNote, Rate, TraderLoadState } from '../copytrade/parts';
import { useCancelFollow } from '../copytrade/useCopyActions';
import { useTraderDetail, useTraderHistory } from '../copytrade/useCopyData';
import { PnlChart } from './PnlChart';
import { TraderStats } from './TraderStats';
import '../copytrade/copy.css';

type PositionsTab = 'current' | 'history';
const POSITION_TABS: Tab<PositionsTab>[] = [
  { value: 'current', label: msg`Open positions` },
  { value: 'history', label: msg`History` },
];

export default function TraderProfile() {
  const [params] = useSearchParams();
  const id = params.get('trader_user_id') ?? '';
  const { loaded, reload } = useTraderDetail(id);
  if (loaded.state === 'ready') return <Profile detail={loaded.data} keptAt={loaded.keptAt} reload={reload} />;
  return (
    <div className="page copy-page">
      <NavBar title={<Trans>Trader</Trans>} />
      <TraderLoadState loaded={loaded} onRetry={reload} />
    </div>
  );
}

function Profile({ detail, keptAt, reload }: { detail: TraderDetail; keptAt?: number; reload: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const trader = detail.trader;
  const nickname = trader.nickname;
  const mine = detail.my_follow?.state === 'active' ? detail.my_follow : null;
  const [tab, setTab] = useState<PositionsTab>('current');
  const network = useNeedsNetwork();
  const cancel = useCancelFollow(reload);
  return (
    <div className="page copy-page" data-trader-id={trader.id}>
      <NavBar title={nickname} />
      <KeptNote at={keptAt} />
      <section className="card">
        <div className="copy-who">
          <Avatar src={trader.head_portrait} name={nickname} />
          <strong>{nickname}</strong>
          {trader.demo && <DemoBadge />}
        </div>
        {trader.demo && (
          <p className="field-hint">
            <Trans>A demo trader: a strategy bot trading the simulated market through the real contract engine.</Trans>
          </p>
        )}
        {trader.bio && <p className="copy-bio">{trader.bio}</p>}
        <dl className="copy-grid">
          <Figure label={<Trans>Profit share</Trans>} testId="trader-share">
            <Rate value={trader.profit_share} />
          </Figure>
          <Figure label={<Trans>Open positions</Trans>}>{detail.data.position_count}</Figure>
          <Figure label={<Trans>All orders</Trans>}>{detail.data.total_count}</Figure>
        </dl>
        <div className="copy-actions">
          {mine ? (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => cancel.review({ traderId: trader.id, nickname, openCopies: mine.open_copies })}
                disabled={network.offline}
              >
                <Trans>Stop copying</Trans>
              </button>
              <FollowAction trader={trader} following />
            </>
          ) : (
            <FollowAction trader={trader} following={false} />
          )}
        </div>
      </section>
      <TraderStats trader={trader} />
      <h2 className="copy-section-title">
        <Trans>P&L over time (USDT)</Trans>
      </h2>
      <PnlChart curve={detail.curve} label={t`Cumulative net P&L of ${nickname}, by day`} />
      <TabStrip tabs={POSITION_TABS} value={tab} onChange={setTab} label={i18n._(msg`Positions`)} />
      <div role="tabpanel">
        {tab === 'current' ? (
          detail.current.length === 0 ? (
            <div className="empty-state">
              <p>
                <Trans>No open positions.</Trans>
              </p>
            </div>
          ) : (
            <ul className="copy-list">
              {detail.current.map((p) => (
                <PositionCard key={p.id} position={p} />
              ))}
            </ul>
          )
        ) : (
          <History traderId={trader.id} />
        )}
      </div>
      <CancelFollowSheet {...sheetOf(cancel, network, reload)} />
    </div>
  );
}

function History({ traderId }: { traderId: string }) {
  const list = useTraderHistory(traderId);
  return (
    <PagedList
      list={list}
      className="copy-list"
      empty={<Trans>No closed positions yet.</Trans>}
      failure={<Trans>The history could not be loaded. Check your connection and try again.</Trans>}
      row={(p) => <PositionCard key={p.id} position={p} />}
    />
  );
}
