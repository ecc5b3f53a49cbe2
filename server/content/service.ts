// Site configuration and public settings.

import type { SiteConfig } from '../../contract/common';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { storedHosts } from './hosts';

const SITE_KEYS = ['site_name', 'site_logo', 'xstype1', 'xstype2', 'xstype3', 'xstype4', 'trusted_hosts'] as const;
/** How long a node trusts the hosts it read (an operator's edit reaches every node within it). */
const HOSTS_TTL_MS = 30_000;

/**
 * `publicUrl` (PUBLIC_URL) makes the stored logo path the absolute URL the spec asks for; without
 * it the path is served as it is. Never the request's Host header: the worker caches this reply.
 */
export function makeContentService(db: Db, demo: boolean, publicUrl: string | undefined) {
  let hosts: { list: string[]; read: number } = { list: [], read: -Infinity };
  let reading: Promise<void> | null = null;

  return {
    /**
     * The trusted hosts as last read (the security headers ask on every response, so this never
     * waits: a read older than HOSTS_TTL_MS starts a new one in the background).
     */
    trustedHosts(now: number): string[] {
      if (now - hosts.read > HOSTS_TTL_MS && !reading) {
        reading = db
          .selectFrom('setting')
          .select('value')
          .where('keyword', '=', 'trusted_hosts')
          .executeTakeFirst()
          .then(
            (row) => {
              hosts = { list: storedHosts(row?.value), read: now };
            },
            () => undefined,
          )
          .finally(() => {
            reading = null;
          });
      }
      return hosts.list;
    },

    async siteConfig(): Promise<SiteConfig> {
      const rows = await db
        .selectFrom('setting')
        .select(['keyword', 'value'])
        .where('keyword', 'in', SITE_KEYS)
        .execute();
      const map = new Map(rows.map((r) => [r.keyword, r.value]));
      const logo = map.get('site_logo') ?? '';
      return {
        site_name: map.get('site_name') ?? '',
        site_logo: logo && publicUrl && !/^https?:\/\//.test(logo) ? new URL(logo, publicUrl).href : logo,
        xstype1: map.get('xstype1') ?? '0',
        xstype2: map.get('xstype2') ?? '0',
        xstype3: map.get('xstype3') ?? '0',
        xstype4: map.get('xstype4') ?? '0',
        trusted_hosts: storedHosts(map.get('trusted_hosts')),
        demo: demo ? '1' : '0',
      };
    },

    async setting(keyword: string): Promise<string> {
      const row = await db
        .selectFrom('setting')
        .select('value')
        .where('keyword', '=', keyword)
        .where('public', '=', 1)
        .executeTakeFirst();
      if (!row) throw new Refusal(messages.settingUnknown);
      return row.value;
    },
  };
}

export type ContentService = ReturnType<typeof makeContentService>;
