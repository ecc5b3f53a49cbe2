// The NFT market (spec §2 nft/nft; GET /bind_box/getBoxList, /bind_box/getArtist): search by
// keyword, filter by sale mode (buy now, auction, blind box) and media type, artworks as a grid of
// cards ten at a time, or the artists. The filters live in the address, so Back returns to the
// same view. Open to guests; a signed-in reader also sees links to their NFTs and their orders and
// messages, with how many messages are unread.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getNftArtists, getNftListings, getNftOrders, NFT_PAGE_SIZE } from '../../api/nft';
import { usePagedList } from '../../app/usePagedList';
import {
  filtersOf,
  listRequest,
  type NftMarketFilters,
  type NftMarketTab,
  type NftMediaFilter,
  type NftModeFilter,
  paramsOf,
} from '../../lib/nft';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { useOnReconnect } from '../fund/useBalances';
import { ArtistRow } from './components/artist';
import { ArtworkCard } from './components/artwork';
import { NftSearch } from './components/search';
import { MEDIA_LABELS, MODE_LABELS, minePath, NFT_MY } from './labels';
import { NftLoadError } from './parts';
import '../lockming/earn.css';
import './nft.css';

const TABS: Tab<NftMarketTab>[] = [
  { value: 'artworks', label: msg`Artworks` },
  { value: 'artists', label: msg`Artists` },
];

const ALL = msg`All`;
const MODES: [NftModeFilter, MessageDescriptor][] = [
  [0, ALL],
  [1, MODE_LABELS[1]],
  [2, MODE_LABELS[2]],
  [3, MODE_LABELS[3]],
];
const MEDIA: [NftMediaFilter, MessageDescriptor][] = [
  [0, ALL],
  [1, MEDIA_LABELS[1]],
  [2, MEDIA_LABELS[2]],
  [3, MEDIA_LABELS[3]],
  [4, MEDIA_LABELS[4]],
];

export default function NftMarket() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const choose = (next: Partial<NftMarketFilters>) => setParams(paramsOf({ ...filters, ...next }), { replace: true });
  return (
    <div className="page earn-page nft-page">
      <NavBar title={<Trans>NFT</Trans>} />
      <MyLinks />
      <TabStrip tabs={TABS} value={filters.tab} onChange={(tab) => choose({ tab })} label={i18n._(msg`Show`)} />
      <div role="tabpanel">
        {filters.tab === 'artists' ? (
          <Artists />
        ) : (
          <>
            <NftSearch value={filters.keyword} onSearch={(keyword) => choose({ keyword })} />
            <Chips label={msg`Sale mode`} options={MODES} value={filters.mode} onChange={(mode) => choose({ mode })} />
            <Chips
              label={msg`Media type`}
              options={MEDIA}
              value={filters.media}
              onChange={(media) => choose({ media })}
            />
            <Artworks key={`${filters.mode}-${filters.media}-${filters.keyword}`} filters={filters} />
          </>
        )}
      </div>
    </div>
  );
}

/** The reader's own places: their NFTs, and orders & messages with the unread count. */
function MyLinks() {
  const { i18n } = useLingui();
  const { token } = useSnapshot(session);
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!token) return;
    getNftOrders({ quiet: true, background: true }).then(
      (r) => setUnread(r.unread),
      () => setUnread(null),
    );
  }, [token]);
  return (
    <nav className="nft-my-links" aria-label={i18n._(msg`My NFT area`)}>
      <Link to={NFT_MY} className="nft-pill">
        <Trans>My NFTs</Trans>
      </Link>
      <Link to={minePath('orders')} className="nft-pill">
        <Trans>Orders</Trans>
      </Link>
      <Link to={minePath('messages')} className="nft-pill" data-testid="nft-messages-link">
        <Trans>Messages</Trans>
        {unread !== null && unread > 0 && (
          <span className="nft-count" data-testid="nft-unread">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">
              <Trans>{unread} unread</Trans>
            </span>
          </span>
        )}
      </Link>
    </nav>
  );
}

function Chips<T extends number>({
  label,
  options,
  value,
  onChange,
}: {
  label: MessageDescriptor;
  options: [T, MessageDescriptor][];
  value: T;
  onChange: (value: T) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="nft-chips">
      <legend className="visually-hidden">{i18n._(label)}</legend>
      {options.map(([v, l]) => (
        <button key={v} type="button" className="nft-chip" aria-pressed={value === v} onClick={() => onChange(v)}>
          {i18n._(l)}
        </button>
      ))}
    </fieldset>
  );
}

function Artworks({ filters }: { filters: NftMarketFilters }) {
  const { mode, media, keyword } = filters;
  const fetchPage = useCallback(
    (page: number) =>
      getNftListings(listRequest({ mode, media, keyword }), page, { quiet: true, background: true }).then(
        (r) => r.data,
      ),
    [mode, media, keyword],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  // Listings carry the reader's own flags (collected), so no copy is kept offline: back online, they load.
  useOnReconnect(list.reload);
  if (list.failed && list.rows === null)
    return (
      <NftLoadError onRetry={list.retry}>
        <Trans>The artworks could not be loaded. Check your connection and try again.</Trans>
      </NftLoadError>
    );
  return (
    <PagedList
      list={list}
      className="nft-grid"
      empty={
        keyword ? (
          <Trans>No artworks match “{keyword}”.</Trans>
        ) : (
          <Trans>No artworks are listed with these filters.</Trans>
        )
      }
      failure={<Trans>More artworks could not be loaded. Check your connection and try again.</Trans>}
      row={(l) => <ArtworkCard key={l.id} listing={l} />}
    />
  );
}

function Artists() {
  const fetchPage = useCallback(
    (page: number) => getNftArtists(page, { quiet: true, background: true }).then((r) => r.data),
    [],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  useOnReconnect(list.reload);
  if (list.failed && list.rows === null)
    return (
      <NftLoadError onRetry={list.retry}>
        <Trans>The artists could not be loaded. Check your connection and try again.</Trans>
      </NftLoadError>
    );
  return (
    <PagedList
      list={list}
      className="nft-artists"
      empty={<Trans>No artists yet.</Trans>}
      failure={<Trans>More artists could not be loaded. Check your connection and try again.</Trans>}
      row={(a) => <ArtistRow key={a.uid} artist={a} />}
    />
  );
}
