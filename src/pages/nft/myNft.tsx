// My NFTs (spec §2 nft/myNft; POST /bind_box/getMyNFTs): what the reader owns, ten at a time. An
// artwork held (with a link to resell it), reselling (listed: it cannot be withdrawn), or in review
// (bought, waiting for customer service); a blind box unopened, with Open; an artwork drawn from a
// box, with its draw verified on this phone. Signed in only.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyNft } from '../../../contract/nft';
import { getMyNfts, NFT_PAGE_SIZE } from '../../api/nft';
import { usePagedList } from '../../app/usePagedList';
import { detailPath } from '../../lib/nft';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PagedList } from '../../ui/PagedList';
import { useOnReconnect } from '../fund/useBalances';
import { HOLDING_LABELS, minePath, NFT_MARKET, resellPath } from './labels';
import { OpenBox } from './OpenBox';
import { NftLoadError } from './parts';
import { VerifyDraw } from './VerifyDraw';
import '../lockming/earn.css';
import './nft.css';

export default function MyNfts() {
  const fetchPage = useCallback(
    (page: number) => getMyNfts(page, { quiet: true, background: true }).then((r) => r.data),
    [],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  useOnReconnect(list.reload);
  const [opening, setOpening] = useState<MyNft | null>(null);
  return (
    <div className="page earn-page nft-page">
      <NavBar
        title={<Trans>My NFTs</Trans>}
        right={
          <Link to={minePath('orders')} className="earn-header-link">
            <Trans>Orders</Trans>
          </Link>
        }
      />
      {list.failed && list.rows === null ? (
        <NftLoadError onRetry={list.retry}>
          <Trans>Your NFTs could not be loaded. Check your connection and try again.</Trans>
        </NftLoadError>
      ) : (
        <PagedList
          list={list}
          className="nft-owned"
          empty={
            <>
              <Trans>You have no NFTs yet.</Trans>{' '}
              <Link to={NFT_MARKET}>
                <Trans>See the market</Trans>
              </Link>
            </>
          }
          failure={<Trans>More could not be loaded. Check your connection and try again.</Trans>}
          row={(item) => <OwnedRow key={`${item.kind}:${item.box_id ?? item.code}`} item={item} onOpen={setOpening} />}
        />
      )}
      {opening && (
        <OpenBox
          box={opening}
          onClose={() => {
            // Opened, or refused as opened already (an answer lost on the way): the list as it is now.
            setOpening(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}

function OwnedRow({ item, onOpen }: { item: MyNft; onOpen: (box: MyNft) => void }) {
  const { i18n } = useLingui();
  const network = useNeedsNetwork();
  return (
    <li className="nft-owned-row" data-state={item.state} data-kind={item.kind} data-testid="nft-owned">
      <div className="nft-owned-main">
        <img src={item.image} alt="" width={64} height={64} loading="lazy" />
        <div className="nft-owned-text">
          {item.state === 'reselling' ? (
            // Only an artwork on sale has a listing to open; one held is shown here, with its actions.
            <Link to={detailPath({ id: item.code, type: item.type })}>
              <strong>{item.name}</strong>
            </Link>
          ) : (
            <strong data-testid="nft-owned-name">{item.name}</strong>
          )}
          <span className="muted">{[item.author_name, item.rarity].filter(Boolean).join(' · ')}</span>
          <span className={`nft-holding nft-holding-${item.state}`} data-testid="nft-holding">
            {i18n._(HOLDING_LABELS[item.state])}
          </span>
        </div>
      </div>
      {item.state === 'unopened' && (
        <div className="nft-owned-actions">
          <button
            type="button"
            className="button"
            disabled={network.offline}
            aria-describedby={network.describedBy}
            onClick={() => onOpen(item)}
          >
            <Trans>Open</Trans>
          </button>
          {network.reason}
        </div>
      )}
      {item.state === 'held' && (
        <div className="nft-owned-actions">
          <Link to={resellPath(item.code)} className="button button-secondary">
            <Trans>Resell</Trans>
          </Link>
        </div>
      )}
      {item.state === 'reselling' && (
        <p className="field-hint">
          <Trans>On sale: it cannot be withdrawn before the sale ends.</Trans>
        </p>
      )}
      {item.state === 'review' && (
        <p className="field-hint">
          <Trans>Paid: customer service reviews the sale, then it is yours.</Trans>
        </p>
      )}
      {item.proof && (
        <details className="nft-proof">
          <summary>
            <Trans>Verify the draw</Trans>
          </summary>
          <VerifyDraw proof={item.proof} received={item.code} />
        </details>
      )}
    </li>
  );
}
