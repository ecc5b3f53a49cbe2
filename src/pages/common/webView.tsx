// The in-app browser (spec §2 common/webView): ?url= an http(s) page in a frame under a title bar,
// with "open in browser" for sites that refuse to be framed. Any other scheme is refused.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { webUrl } from './content-parts';

export default function WebView() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const url = webUrl(params.get('url'));
  const title = params.get('title')?.trim() || url?.hostname || '';
  const [loaded, setLoaded] = useState(false);

  if (!url)
    return (
      <div className="page">
        <NavBar />
        <div className="empty-state webview-refused" role="alert">
          <p className="empty-title">
            <Trans>This link cannot be opened</Trans>
          </p>
          <p>
            <Trans>Only web addresses starting with http:// or https:// can be opened here.</Trans>
          </p>
        </div>
      </div>
    );

  return (
    <div className="page webview-page">
      <NavBar title={title} />
      <div className="webview-bar">
        <span className="webview-host">{url.host}</span>
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          <Trans>Open in browser</Trans>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      </div>
      <div className="webview-frame-wrap">
        <iframe
          key={url.href}
          src={url.href}
          title={title || t`Web page`}
          // The page runs as its own origin; it may not navigate the app or open dialogs over it.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
        />
        {!loaded && <DelayedSpinner delay={200} />}
      </div>
    </div>
  );
}
