// Editing the site configuration (name, logo, the xstype feature switches, the trusted hosts) that GET /getSiteConfig
// serves. Like the other content edits, one transaction that runs the caller's `within` with the
// configuration as it was and as it is (the back office's audit record).
import type { AdminSiteConfig } from '../../contract/admin';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Trx } from '../ledger/ledger';
import type { Within } from './cms-admin';
import { checkImage } from './cms-rules';
import { MAX_TRUSTED_HOSTS, parseHosts, storedHosts } from './hosts';
import { contentMessages } from './messages';

const SITE_KEYS = ['site_name', 'site_logo', 'xstype1', 'xstype2', 'xstype3', 'xstype4', 'trusted_hosts'] as const;

export function makeSiteAdmin(db: Db, clock: Clock) {
  async function read(q: Trx): Promise<AdminSiteConfig> {
    const rows = await q.selectFrom('setting').select(['keyword', 'value']).where('keyword', 'in', SITE_KEYS).execute();
    const map = new Map(rows.map((r) => [r.keyword, r.value]));
    const flag = (k: string) => (map.get(k) === '1' ? '1' : '0');
    return {
      site_name: map.get('site_name') ?? '',
      site_logo: map.get('site_logo') ?? '',
      xstype1: flag('xstype1'),
      xstype2: flag('xstype2'),
      xstype3: flag('xstype3'),
      xstype4: flag('xstype4'),
      trusted_hosts: storedHosts(map.get('trusted_hosts')).join('\n'),
    };
  }

  return {
    /** The stored configuration; the logo as stored (a path), not made absolute. */
    siteConfig: () => read(db),

    async saveSiteConfig(input: AdminSiteConfig, within: Within): Promise<void> {
      const site_name = input.site_name.trim();
      if (!site_name) throw new Refusal(contentMessages.siteNameMissing);
      const hosts = parseHosts(input.trusted_hosts);
      if (!hosts) throw new Refusal(contentMessages.badHosts, { max: MAX_TRUSTED_HOSTS });
      const next: AdminSiteConfig = { ...input, site_name, site_logo: checkImage(input.site_logo) };
      const stored = { ...next, trusted_hosts: hosts.join(',') };
      await db.transaction().execute(async (trx) => {
        const before = await read(trx);
        const now = clock.now();
        for (const keyword of SITE_KEYS) {
          // Public: guests read these through /getSiteConfig.
          await trx
            .insertInto('setting')
            .values({ keyword, value: stored[keyword], public: 1, updated_at: now })
            .onConflict((oc) => oc.column('keyword').doUpdateSet({ value: stored[keyword], updated_at: now }))
            .execute();
        }
        await within(trx, {
          action: 'site.save',
          targetType: 'site',
          targetId: 'site',
          before,
          after: await read(trx),
        });
      });
    },
  };
}

export type SiteAdmin = ReturnType<typeof makeSiteAdmin>;
