// Copy trading's trader list (issue 36, spec §2 copytrade/copy): the approved traders sorted by
// ROI, win rate, followers or drawdown over 7, 30, 90 days or all time, searchable by nickname, a
// page at a time. Each row: the trader, the window's ROI, win rate and drawdown, followers and
// the profit share taken, a Demo badge for the market's strategy bots, and Follow (Edit when the
// reader follows them already; none while the trader takes no new followers). Offline, the last
// list kept on this device is shown with its age.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STAT_WINDOWS, type StatWindow, TRADER_SORTS, type Trader } from '../../../contract/copy';
import type { TraderSort } from '../../api/copy';
import { groupDigits } from '../../lib/format';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { TabStrip } from '../../ui/TabStrip';
import { MY_COPY_PATH, SORT_LABELS, TRADER_CENTRE_PATH, traderPath, WINDOW_LABELS } from './labels';
import { Avatar, DemoBadge, Figure, FollowAction, KeptNote, Rate } from './parts';
import { useTraders } from './useCopyData';

/** Spec DESIGN §5: inputs wait 500 ms before they are acted on. */
const SEARCH_DEBOUNCE_MS = 500;

const SORT_TABS = TRADER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const WINDOW_TABS = STAT_WINDOWS.map((value) => ({ value, label: WINDOW_LABELS[value] }));

const readSort = (v: string | null): TraderSort =>
  (TRADER_SORTS as readonly string[]).includes(v ?? '') ? (v as TraderSort) : 'roi';
const readDays = (v: string | null): StatWindow => {
  const n = Number(v);
  return (STAT_WINDOWS as readonly number[]).includes(n) && v !== null && v !== '' ? (n as StatWindow) : 30;
};

export default function CopyTraders() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const days = readDays(params.get('days'));
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choose = (next: { sort?: TraderSort; days?: StatWindow }) =>
    setParams({ sort: next.sort ?? sort, days: String(next.days ?? days) }, { replace: true });
  const { list, keptAt } = useTraders({ sort, days, q });
  return (
    <div className="page copy-page">
      <NavBar
        title={<Trans>Copy trading</Trans>}
        right={
          <Link to={MY_COPY_PATH} className="earn-header-link">
            <Trans>My copies</Trans>
          </Link>
        }
      />
      <div className="copy-filters">
        <input
          type="search"
          className="field-input"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={i18n._(msg`Search traders`)}
          aria-label={i18n._(msg`Search traders`)}
          maxLength={40}
        />
        <TabStrip
          tabs={SORT_TABS}
          value={sort}
          onChange={(s) => choose({ sort: s })}
          className="segmented"
          label={i18n._(msg`Sort by`)}
        />
        <TabStrip
          tabs={WINDOW_TABS}
          value={days}
          onChange={(w) => choose({ days: w })}
          className="copy-windows"
          label={i18n._(msg`Period`)}
        />
      </div>
      <KeptNote at={keptAt} />
      <PagedList
        list={list}
        className="copy-list"
        empty={q ? <Trans>No trader matches “{q}”.</Trans> : <Trans>No traders yet.</Trans>}
        failure={<Trans>The traders could not be loaded. Check your connection and try again.</Trans>}
        row={(t) => <TraderRow key={t.id} trader={t} days={days} />}
      />
      <p className="earn-risk copy-note">
        <Link to={TRADER_CENTRE_PATH}>
          <Trans>Become a trader</Trans> ›
        </Link>
      </p>
    </div>
  );
}

function TraderRow({ trader: t, days }: { trader: Trader; days: StatWindow }) {
  const stats = t.stats.find((s) => s.window === days);
  const nickname = t.nickname;
  return (
    <li className="copy-row" data-trader-id={t.id} data-demo={t.demo || undefined}>
      <Link to={traderPath(t.id)} aria-label={nickname}>
        <div className="copy-who">
          <Avatar src={t.head_portrait} name={nickname} />
          <strong>{nickname}</strong>
          {t.demo && <DemoBadge />}
        </div>
        <dl className="copy-grid">
          <Figure label={<Trans>ROI</Trans>} testId="trader-roi">
            <strong className="copy-roi">
              <Rate value={stats?.roi ?? null} signed />
            </strong>
          </Figure>
          <Figure label={<Trans>Win rate</Trans>} testId="trader-win-rate">
            <Rate value={stats?.correct_rate ?? null} />
          </Figure>
          <Figure label={<Trans>Max drawdown</Trans>} testId="trader-drawdown">
            <Rate value={stats?.max_drawdown_rate ?? null} />
          </Figure>
          <Figure label={<Trans>Followers</Trans>} testId="trader-followers">
            {groupDigits(String(t.follow_num))}
          </Figure>
          <Figure label={<Trans>Profit share</Trans>} testId="trader-share">
            <Rate value={t.profit_share} />
          </Figure>
          <Figure label={<Trans>Closed orders</Trans>}>{groupDigits(String(stats?.closed_count ?? 0))}</Figure>
        </dl>
      </Link>
      <div className="copy-actions">
        <FollowAction trader={t} following={t.is_followed} />
      </div>
    </li>
  );
}
