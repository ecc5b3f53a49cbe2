// My NFT area (spec §2 nft/mine `?tab=`): payment orders (an auction won waits for payment with a
// countdown; every order with its state), my bids (POST /bind_box/getMyBindBoxQuotationLog), my
// collection (GET /bind_box/getCollection) and the messages with their read flags. The tab lives in
// the address, so a link can open one. Signed in only.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getMyNftBids, NFT_PAGE_SIZE } from '../../api/nft';
import { usePagedList } from '../../app/usePagedList';
import { NFT_DETAIL } from '../../lib/nft';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { DelayedSpinner } from '../../ui/Spinner';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { BidRow } from './BidRecords';
import { Collection } from './components/collection';
import { NFT_MY } from './labels';
import { MessagesTab } from './MessagesTab';
import { OrdersTab } from './OrdersTab';
import { NftLoadError } from './parts';
import { useNftOrders } from './useNftOrders';
import '../lockming/earn.css';
import './nft.css';

type Which = 'orders' | 'bids' | 'collection' | 'messages';
const WHICH: Which[] = ['orders', 'bids', 'collection', 'messages'];

const TABS: Tab<Which>[] = [
  { value: 'orders', label: msg`Payment orders` },
  { value: 'bids', label: msg`My bids` },
  { value: 'collection', label: msg`Collection` },
  { value: 'messages', label: msg`Messages` },
];

export default function NftMine() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const which: Which = WHICH.find((w) => w === asked) ?? 'orders';
  const orders = useNftOrders();
  const unread = orders.orders?.unread ?? 0;
  return (
    <div className="page earn-page nft-page">
      <NavBar
        title={<Trans>My NFT area</Trans>}
        right={
          <Link to={NFT_MY} className="earn-header-link">
            <Trans>My NFTs</Trans>
          </Link>
        }
      />
      <TabStrip
        tabs={TABS}
        value={which}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        className="tabs tabs-scroll"
        label={i18n._(msg`My NFT area`)}
      />
      {unread > 0 && which !== 'messages' && (
        <p className="nft-unread-note">
          <Link to="?tab=messages" replace>
            <Plural value={unread} one="# unread message" other="# unread messages" />
          </Link>
        </p>
      )}
      <div role="tabpanel">
        {which === 'bids' ? (
          <MyBids />
        ) : which === 'collection' ? (
          <Collection />
        ) : orders.failed ? (
          <NftLoadError onRetry={orders.reload}>
            <Trans>Your orders and messages could not be loaded. Check your connection and try again.</Trans>
          </NftLoadError>
        ) : orders.orders === null ? (
          <DelayedSpinner delay={200} />
        ) : which === 'messages' ? (
          <MessagesTab messages={orders.orders.messages} unread={unread} onRead={orders.markRead} />
        ) : (
          <OrdersTab needPay={orders.orders.need_pay} orders={orders.orders.orders} onChanged={orders.reload} />
        )}
      </div>
    </div>
  );
}

function MyBids() {
  const fetchPage = useCallback(
    (page: number) => getMyNftBids(page, { quiet: true, background: true }).then((r) => r.data),
    [],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  return (
    <PagedList
      list={list}
      className="nft-bid-list nft-my-bids"
      empty={<Trans>You have not bid yet.</Trans>}
      failure={<Trans>Your bids could not be loaded. Check your connection and try again.</Trans>}
      row={(b) => (
        <BidRow
          key={b.id}
          bid={b}
          currency={b.currency}
          name={b.name}
          to={`${NFT_DETAIL}?id=${encodeURIComponent(b.code)}`}
        />
      )}
    />
  );
}
