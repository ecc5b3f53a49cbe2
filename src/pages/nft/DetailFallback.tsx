// What a listing's screen shows until its listing is loaded (./useNftDetail): the failure with
// Retry, "not listed" with the server's reason and a way back to the market, or the spinner.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DelayedSpinner } from '../../ui/Spinner';
import { NFT_MARKET } from './labels';
import { NftLoadError } from './parts';
import type { DetailState } from './useNftDetail';

export function DetailFallback({ loaded, onRetry }: { loaded: DetailState; onRetry: () => void }) {
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
      </div>
    );
  return <DelayedSpinner delay={200} />;
}
