// My copy trading (issue 36; spec §2 follow/index and copytrade/my): my traders (each following's
// terms, copy P&L and shares paid, Edit and Stop copying), my copies open and closed (each citing
// the trader's recorded ticks; an open copy may be closed with the contract close, or kept by the
// follower — self-hold — after which the trader's close no longer touches it), the copies skipped
// and why, and the profit shares paid with their figures. Kept on the device for offline reading;
// read again on each `copy` event.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import type { Copy, Follow } from '../../../contract/copy';
import type { CopyListState } from '../../api/copy';
import { sheetOf } from '../../ui/ConfirmSheet';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PagedList } from '../../ui/PagedList';
import { DelayedSpinner } from '../../ui/Spinner';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { CancelFollowSheet, CloseCopySheet, SelfHoldSheet } from './ActionSheets';
import { FollowRow } from './FollowRow';
import { TRADER_CENTRE_PATH, TRADERS_PATH } from './labels';
import { PositionCard } from './PositionCard';
import { KeptNote } from './parts';
import { ProfitShares, SkippedCopies } from './Settlements';
import { useCancelFollow, useCloseCopy, useSelfHold } from './useCopyActions';
import { useCopies, useMyFollowing } from './useCopyData';

type MyTab = 'traders' | CopyListState;
const TABS: Tab<MyTab>[] = [
  { value: 'traders', label: msg`My traders` },
  { value: 'current', label: msg`Open copies` },
  { value: 'history', label: msg`Closed copies` },
];
const readTab = (v: string | null): MyTab => (v === 'current' || v === 'history' ? v : 'traders');

export function MyCopyTrading() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  return (
    <div className="page copy-page">
      <NavBar
        title={<Trans>My copy trading</Trans>}
        right={
          <Link to={TRADERS_PATH} className="earn-header-link">
            <Trans>Traders</Trans>
          </Link>
        }
      />
      <TabStrip
        tabs={TABS}
        value={tab}
        onChange={(t) => setParams({ tab: t }, { replace: true })}
        label={i18n._(msg`My copy trading`)}
      />
      <div role="tabpanel">{tab === 'traders' ? <MyTraders /> : <Copies key={tab} status={tab} />}</div>
    </div>
  );
}

function MyTraders() {
  const { loaded, reload } = useMyFollowing();
  const network = useNeedsNetwork();
  const cancel = useCancelFollow(reload);
  if (loaded.state === 'loading') return <DelayedSpinner delay={200} />;
  if (loaded.state !== 'ready')
    return (
      <LoadError onRetry={reload} quiet>
        <Trans>Your copy trading could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  const my = loaded.data;
  const onCancel = (f: Follow) =>
    cancel.review({ traderId: f.trader_user_id, nickname: f.nickname, openCopies: f.open_copies });
  return (
    <>
      <KeptNote at={loaded.keptAt} />
      {my.data.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>You copy no trader yet.</Trans>
          </p>
          <Link className="button" to={TRADERS_PATH}>
            <Trans>Find a trader</Trans>
          </Link>
        </div>
      ) : (
        <ul className="copy-list">
          {my.data.map((f) => (
            <FollowRow key={f.id} follow={f} onCancel={onCancel} />
          ))}
        </ul>
      )}
      <SkippedCopies my={my} />
      <ProfitShares my={my} />
      <p className="earn-risk copy-note">
        <Link to={TRADER_CENTRE_PATH}>
          <Trans>Become a trader</Trans> ›
        </Link>
      </p>
      <CancelFollowSheet {...sheetOf(cancel, network, reload)} />
    </>
  );
}

function Copies({ status }: { status: CopyListState }) {
  const { list, keptAt } = useCopies(status);
  const network = useNeedsNetwork();
  const hold = useSelfHold(list.reload);
  const close = useCloseCopy(list.reload);
  const actions = (c: Copy) =>
    c.state === 'open' ? (
      <>
        {!c.self_held && (
          <button
            type="button"
            className="button button-secondary"
            disabled={network.offline}
            onClick={() => hold.review(c)}
          >
            <Trans>Keep myself</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={network.offline}
          onClick={() => close.review(c)}
        >
          <Trans context="close a position">Close</Trans>
        </button>
      </>
    ) : null;
  return (
    <>
      <KeptNote at={keptAt} />
      <PagedList
        list={list}
        className="copy-list"
        empty={status === 'current' ? <Trans>No open copies.</Trans> : <Trans>No closed copies yet.</Trans>}
        failure={<Trans>Your copies could not be loaded. Check your connection and try again.</Trans>}
        row={(c) => <PositionCard key={c.id} position={c} actions={actions(c)} />}
      />
      <SelfHoldSheet {...sheetOf(hold, network, list.reload)} />
      <CloseCopySheet {...sheetOf(close, network, list.reload)} />
    </>
  );
}
