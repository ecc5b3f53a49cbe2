// The site configuration (GET /getSiteConfig) in session.site: fetched once at launch, in the
// background. `siteLoad.settled` says that fetch has ended, so a screen whose answer depends on it
// (the in-app browser judging a host) can wait for it rather than judge by the built-in defaults.
import { proxy } from 'valtio';
import type { SiteConfig } from '../../contract/common';
import { getSiteConfig } from '../api/common';
import { session } from './session';

export const siteLoad = proxy({ settled: false });

export function loadSiteConfig(): void {
  getSiteConfig({ background: true, quiet: true })
    .then(
      (site) => {
        session.site = withDefaults(site);
      },
      () => undefined, // Offline or refused: the built-in name and logo stay.
    )
    .finally(() => {
      siteLoad.settled = true;
    });
}

/** A reply the worker cached from an older server may lack the newer fields. */
const withDefaults = (site: SiteConfig): SiteConfig => ({
  ...site,
  trusted_hosts: Array.isArray(site.trusted_hosts) ? site.trusted_hosts : [],
});
