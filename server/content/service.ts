// Site configuration and public settings.

import type { SiteConfig } from '../../contract/common';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';

const SITE_KEYS = ['site_name', 'site_logo', 'xstype1', 'xstype2', 'xstype3', 'xstype4'] as const;

export function makeContentService(db: Db, demo: boolean) {
  return {
    /** `origin` turns the stored logo path into the absolute URL the spec asks for. */
    async siteConfig(origin: string): Promise<SiteConfig> {
      const rows = await db
        .selectFrom('setting')
        .select(['keyword', 'value'])
        .where('keyword', 'in', SITE_KEYS)
        .execute();
      const map = new Map(rows.map((r) => [r.keyword, r.value]));
      const logo = map.get('site_logo') ?? '';
      return {
        site_name: map.get('site_name') ?? '',
        site_logo: logo && !/^https?:\/\//.test(logo) ? new URL(logo, origin).href : logo,
        xstype1: map.get('xstype1') ?? '0',
        xstype2: map.get('xstype2') ?? '0',
        xstype3: map.get('xstype3') ?? '0',
        xstype4: map.get('xstype4') ?? '0',
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
