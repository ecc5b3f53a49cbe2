// What a listing's screen shows until its listing is loaded (./useNftDetail): the failure with
// Retry, "not listed" with the server's reason and a way back to the market (and to My NFTs), or the spinner.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { DelayedSpinner } from '../../ui/Spinner';
import { NFT_MARKET, NFT_MY } from './labels';
import { NftLoadError } from './parts';
import type { DetailState } from './useNftDetail';

export function DetailFallback({ loaded, onRetry }: { loaded: DetailState; onRetry: () => void }) {
  // An artwork of one's own that is not on sale is in My NFTs, with what can be done with it.
  const signedIn = useSnapshot(session).token !== null;
  if (loaded.state === 'loaded') return null;
  if (loaded.state === 'failed') return <NftLoadError onRetry={onRetry} />;
  if (loaded.state === 'gone')
    return (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>This artwork is not listed.</Trans>
        </p>
        {loaded.message && <p className="muted">{loaded.message}</p>}
        <Link to={NFT_MARKET} className="button">
          <Trans>See the market</Trans>
        </Link>
        {signedIn && (
          <Link to={NFT_MY} className="button button-secondary">
            <Trans>My NFTs</Trans>
          </Link>
        )}
      </div>
    );
  return <DelayedSpinner delay={200} />;
}
