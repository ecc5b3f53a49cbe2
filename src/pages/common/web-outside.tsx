// The warning before a page the app will not show inside itself (a host off the site's trusted
// list): the host, large, as the browser will see it (punycode included), and the way out to the
// user's browser, which keeps nothing of the app (no opener, no referrer).
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useBack } from '../../app/useBack';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { StrokeIcon } from '../../ui/StrokeIcon';

export function WebOutside({ url }: { url: URL }) {
  const back = useBack();
  const titleId = useId();
  const siteName = useSnapshot(session).site.site_name || 'Kestrel';

  return (
    <div className="page">
      <NavBar />
      <section className="webview-outside" aria-labelledby={titleId}>
        <StrokeIcon d="M12 3l10 18H2L12 3zM12 10v5M12 18v.01" size={40} weight={2} round="ends-and-joins" />
        <h1 id={titleId} className="empty-title">
          <Trans>This page is outside {siteName}</Trans>
        </h1>
        <p className="webview-outside-host" data-testid="outside-host">
          {url.host}
        </p>
        <p className="webview-outside-address">{url.href}</p>
        <p>
          <Trans>
            It will open in your browser. {siteName} cannot vouch for it: continue only if you trust this site.
          </Trans>
        </p>
        <a className="button button-block content-button" href={url.href} target="_blank" rel="noopener noreferrer">
          <Trans>Open in browser</Trans>
        </a>
        <button type="button" className="button button-secondary button-block" onClick={back}>
          <Trans>Back</Trans>
        </button>
      </section>
    </div>
  );
}
