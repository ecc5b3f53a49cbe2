// The in-app browser (spec §2 common/webView; issue 19 §4): ?url= an address. A screen of this app
// is opened as that screen; an https page on one of the site's trusted hosts is shown in a frame
// under a title bar (with "open in browser" for sites that refuse to be framed); any other http(s)
// page gets a warning and opens only in the user's browser. Any other scheme is refused.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { siteLoad } from '../../state/site';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { StrokeIcon } from '../../ui/StrokeIcon';
import { WebOutside } from './web-outside';
import { currentApp, webTarget, webUrl } from './web-target';
import './content.css';

export default function WebView() {
  const [params] = useSearchParams();
  const { site } = useSnapshot(session);
  const { settled } = useSnapshot(siteLoad);
  const [blocked, setBlocked] = useState<string | null>(null);
  const url = webUrl(params.get('url'));
  const onBlocked = useCallback(() => setBlocked(url?.href ?? null), [url?.href]);

  if (!url) return <Refused />;
  const target = webTarget(url, site.trusted_hosts, currentApp());
  if (target.kind === 'app') return <Navigate to={target.path} replace />;
  if (target.kind === 'frame' && blocked !== url.href)
    return (
      <WebFrame key={url.href} url={url} title={params.get('title')?.trim() || url.hostname} onBlocked={onBlocked} />
    );
  // Until the site's list has arrived, a host is neither trusted nor not.
  if (!settled)
    return (
      <div className="page">
        <NavBar />
        <DelayedSpinner delay={200} />
      </div>
    );
  return <WebOutside url={url} />;
}

function Refused() {
  return (
    <div className="page">
      <NavBar />
      <div className="empty-state webview-refused" role="alert">
        <h1 className="empty-title">
          <Trans>This link cannot be opened</Trans>
        </h1>
        <p>
          <Trans>Only web addresses starting with http:// or https:// can be opened here.</Trans>
        </p>
      </div>
    </div>
  );
}

function WebFrame({ url, title, onBlocked }: { url: URL; title: string; onBlocked: () => void }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // The policy this document was served with can be older than the site's list (a copy the
    // worker cached at install): when it refuses the frame, the warning replaces the browser's
    // error page, with the way out to the user's browser.
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.effectiveDirective === 'frame-src') onBlocked();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [onBlocked]);

  return (
    <div className="page webview-page">
      <NavBar title={title} />
      <div className="webview-bar">
        <span className="webview-host">{url.host}</span>
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          <Trans>Open in browser</Trans>
          <StrokeIcon
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            size={14}
            weight={2}
            round="ends-and-joins"
          />
        </a>
      </div>
      <div className="webview-frame-wrap">
        <iframe
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
