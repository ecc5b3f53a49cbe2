// Content endpoints (spec §7 Content) on a real server and a real database (SQLite, and PostgreSQL
// when DATABASE_URL is set): news and banners, the launch pop-up, article detail, FAQ, the help
// menu and the information pages, each in the request's language, with clear refusals.
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, FaqEntry, FaqGroup, MenuItem, NewsDetail, NewsItem, Page } from '../../contract/content';
import { LOCALES } from '../../contract/locales';
import { contentMessages } from '../../server/content/messages';
import { loadTranslator, type Translate } from '../../server/core/i18n';
import { messages } from '../../server/core/messages';
import { type DbTarget, makeStorage, SQLITE_ONLY, TestServer } from './harness';

/** Runs one SQL statement on the server's own database, as an editor's tool would. */
async function execSql(target: DbTarget, env: NodeJS.ProcessEnv, statement: string): Promise<void> {
  if (target === 'sqlite') {
    const db = new SQLite(path.join(env.DATA_DIR as string, 'kestrel.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let translate: Translate;
beforeAll(async () => {
  translate = await loadTranslator();
});

// Same on both databases (plain reads and writes): SQLite only.
describe.each(SQLITE_ONLY)('on %s', (target) => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start(storage.env);
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  const ok = async <T>(method: 'GET' | 'POST', apiPath: string, fields: Record<string, string> = {}) => {
    const { status, body } = await server.call<T>(method, apiPath, fields);
    expect(status).toBe(200);
    expect(body.type, JSON.stringify(body)).toBe('ok');
    return body.message;
  };

  const refused = async (method: 'GET' | 'POST', apiPath: string, fields: Record<string, string> = {}) => {
    const { status, body } = await server.call<string>(method, apiPath, fields);
    expect(status).toBe(200);
    expect(body.type).toBe('error');
    return body.message;
  };

  const news = (fields: Record<string, string>) => ok<Page<NewsItem>>('POST', 'news/list', fields);

  describe('GET /news/index_pop', () => {
    it('gives the pop-up news in the asked language', async () => {
      const en = await ok<NewsItem>('GET', 'news/index_pop');
      expect(en).toEqual({
        id: 1,
        title: 'Welcome to Kestrel: a demo you can explore freely',
        summary: 'Kestrel is a demonstration trading app. Prices are simulated and no real money moves.',
        image: '/h5/banners/news-welcome.svg',
        link: '',
        published_at: expect.any(Number),
      });
      const zh = await ok<NewsItem>('GET', 'news/index_pop', { lang: 'zh' });
      expect(zh.id).toBe(1);
      expect(zh.title).toBe('欢迎来到 Kestrel：一款可以放心体验的演示应用');
      expect(zh.published_at).toBe(en.published_at);
    });

    it('follows Accept-Language when no lang is sent', async () => {
      const { body } = await server.call<NewsItem>('GET', 'news/index_pop', {}, { 'accept-language': 'zh-TW' });
      expect(body.message.title).toBe('歡迎來到 Kestrel：一款可以放心體驗的示範應用');
    });
  });

  describe('POST /news/list', () => {
    it('lists news (c_id 4) newest first, ten to a page by default', async () => {
      const page = await news({ c_id: '4' });
      expect(page).toMatchObject({ total: 5, page: 1, limit: 10 });
      expect(page.data.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
      const times = page.data.map((n) => n.published_at);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const item of page.data) {
        expect(Object.keys(item).sort()).toEqual(['id', 'image', 'link', 'published_at', 'summary', 'title']);
        expect(item.title).not.toBe('');
        expect(item.summary).not.toBe('');
        expect(existsSync(path.join('public', item.image.replace(/^\/h5\//, '')))).toBe(true);
      }
      expect(page.data[1]?.title).toBe('Protect your account with two-factor authentication');
    });

    it('pages through the news with page and limit', async () => {
      const first = await news({ c_id: '4', page: '1', limit: '2' });
      expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
      expect(first.data.map((n) => n.id)).toEqual([1, 2]);
      expect((await news({ c_id: '4', page: '2', limit: '2' })).data.map((n) => n.id)).toEqual([3, 4]);
      expect((await news({ c_id: '4', page: '3', limit: '2' })).data.map((n) => n.id)).toEqual([5]);
      const past = await news({ c_id: '4', page: '4', limit: '2' });
      expect(past).toEqual({ data: [], total: 5, page: 4, limit: 2 });
    });

    it('lists banners (c_id 5) in their set order, each with an image that ships with the app', async () => {
      const page = await news({ c_id: '5' });
      expect(page.total).toBe(5);
      expect(page.data.map((b) => b.id)).toEqual([101, 102, 103, 104, 105]);
      for (const banner of page.data) {
        expect(banner.image).toMatch(/^\/h5\/banners\/[a-z-]+\.svg$/);
        expect(existsSync(path.join('public', banner.image.replace(/^\/h5\//, '')))).toBe(true);
        expect(banner.link === '' || /^(\/pages\/|https:\/\/)/.test(banner.link)).toBe(true);
      }
      expect(page.data.map((b) => b.link)).toEqual([
        '',
        '/pages/setting/security',
        '/pages/common/faq',
        '/pages/setting/language',
        'https://en.wikipedia.org/wiki/Binary_option',
      ]);
    });

    it('answers in the asked language', async () => {
      const en = await news({ c_id: '5', limit: '1' });
      const zh = await news({ c_id: '5', limit: '1', lang: 'zh' });
      expect(en.data[0]?.title).toBe('Markets that never sleep');
      expect(zh.data[0]?.title).toBe('永不休市的行情');
    });

    it('has every news item and banner translated into all nine languages', async () => {
      const english = await Promise.all([news({ c_id: '4' }), news({ c_id: '5' })]);
      const seen = new Set<string>();
      for (const lang of LOCALES) {
        const pages = await Promise.all([news({ c_id: '4', lang }), news({ c_id: '5', lang })]);
        pages.forEach((p, i) => {
          expect(p.data.map((n) => n.id)).toEqual(english[i]?.data.map((n) => n.id));
          for (const [j, item] of p.data.entries()) {
            if (lang !== 'en') expect(item.title, `${lang} ${item.id}`).not.toBe(english[i]?.data[j]?.title);
            seen.add(`${lang}:${item.title}`);
          }
        });
      }
      expect(seen.size).toBe(LOCALES.length * 10);
    });

    it('refuses another category, and a missing or malformed field, in the asked language', async () => {
      expect(await refused('POST', 'news/list', { c_id: '7' })).toBe(
        'No such news category: use 4 for news or 5 for banners',
      );
      expect(await refused('POST', 'news/list', { c_id: '7', lang: 'zh' })).toBe(
        translate('zh', contentMessages.categoryUnknown),
      );
      const malformed: Record<string, string>[] = [
        {},
        { c_id: 'news' },
        { c_id: '4.5' },
        { c_id: '4', page: '0' },
        { c_id: '4', page: 'x' },
        { c_id: '4', limit: '0' },
        { c_id: '4', limit: '51' },
      ];
      for (const fields of malformed) {
        expect(await refused('POST', 'news/list', fields), JSON.stringify(fields)).toBe('Parameter error');
      }
      expect(await refused('POST', 'news/list', { lang: 'zh' })).toBe(translate('zh', messages.parameterError));
    });
  });

  describe('POST /news/detail', () => {
    it('gives the whole article in the asked language', async () => {
      const en = await ok<NewsDetail>('POST', 'news/detail', { id: '2' });
      expect(en).toMatchObject({
        id: 2,
        c_id: 4,
        lang: 'en',
        title: 'Protect your account with two-factor authentication',
        image: '/h5/banners/news-security.svg',
        link: '',
      });
      expect(en.body.split('\n\n')).toHaveLength(4);
      expect(en.body).toContain('## Turn it on in three steps');
      expect(en.body).toContain('\n- Scan the QR code with an authenticator app\n');

      const zh = await ok<NewsDetail>('POST', 'news/detail', { id: '2', lang: 'zh' });
      expect(zh).toMatchObject({ id: 2, lang: 'zh', title: '开启双重验证，保护您的账户' });
      expect(zh.body).toContain('## 三步开启');
      expect(zh.published_at).toBe(en.published_at);
    });

    it('opens banners too', async () => {
      const banner = await ok<NewsDetail>('POST', 'news/detail', { id: '105', lang: 'fra' });
      expect(banner).toMatchObject({
        id: 105,
        c_id: 5,
        lang: 'fra',
        title: 'Connaître les risques des options à la seconde',
        link: 'https://en.wikipedia.org/wiki/Binary_option',
      });
    });

    it('refuses an unknown id in the asked language, and a missing or malformed one', async () => {
      expect(await refused('POST', 'news/detail', { id: '999' })).toBe(
        'This article does not exist or has been removed',
      );
      const zh = await refused('POST', 'news/detail', { id: '999', lang: 'zh' });
      expect(zh).toBe(translate('zh', contentMessages.articleUnknown));
      const malformed: Record<string, string>[] = [
        {},
        { id: '' },
        { id: 'abc' },
        { id: '-1' },
        { id: '1.5' },
        { id: '99999999999' },
      ];
      for (const fields of malformed) {
        expect(await refused('POST', 'news/detail', fields), JSON.stringify(fields)).toBe('Parameter error');
      }
    });
  });

  describe('FAQ', () => {
    it('GET /faq gives every entry grouped by type, in order', async () => {
      const en = await ok<FaqGroup[]>('GET', 'faq');
      expect(en.map((g) => [g.type, g.title, g.items.length])).toEqual([
        ['account', 'Account & security', 4],
        ['funds', 'Deposits & withdrawals', 4],
        ['trading', 'Trading', 5],
      ]);
      const ids = en.flatMap((g) => g.items.map((f) => f.id));
      expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 12]);
      for (const g of en) for (const f of g.items) expect(f.type).toBe(g.type);
      expect(en[0]?.items[0]?.question).toBe('How do I create an account?');

      const zh = await ok<FaqGroup[]>('GET', 'faq', { lang: 'zh' });
      expect(zh.map((g) => g.title)).toEqual(['账户与安全', '充值与提现', '交易']);
      expect(zh[0]?.items[0]?.question).toBe('如何注册账户？');
    });

    it('has every question and answer translated into all nine languages', async () => {
      const english = (await ok<FaqGroup[]>('GET', 'faq')).flatMap((g) => g.items);
      for (const lang of LOCALES.filter((l) => l !== 'en')) {
        const items = (await ok<FaqGroup[]>('GET', 'faq', { lang })).flatMap((g) => g.items);
        expect(items.map((f) => f.id)).toEqual(english.map((f) => f.id));
        items.forEach((f, i) => {
          expect(f.question, `${lang} ${f.id}`).not.toBe(english[i]?.question);
          expect(f.answer, `${lang} ${f.id}`).not.toBe(english[i]?.answer);
        });
      }
    });

    it('POST /news/getGuList {type} gives the entries of one type', async () => {
      const en = await ok<FaqEntry[]>('POST', 'news/getGuList', { type: 'funds' });
      expect(en.map((f) => f.id)).toEqual([5, 6, 7, 8]);
      expect(en[0]).toEqual({
        id: 5,
        type: 'funds',
        question: 'How do I deposit funds?',
        answer: expect.stringContaining('does not accept real deposits'),
      });
      const zh = await ok<FaqEntry[]>('POST', 'news/getGuList', { type: 'funds', lang: 'zh' });
      expect(zh[0]?.question).toBe('如何充值？');
      expect((await ok<FaqEntry[]>('POST', 'news/getGuList', { type: 'trading' })).map((f) => f.id)).toEqual([
        9, 10, 11, 13, 12,
      ]);
    });

    it('POST /news/getGuList refuses an unknown type in the asked language, and a missing one', async () => {
      expect(await refused('POST', 'news/getGuList', { type: 'lottery' })).toBe('No such help category');
      expect(await refused('POST', 'news/getGuList', { type: 'lottery', lang: 'zh' })).toBe(
        translate('zh', contentMessages.faqTypeUnknown),
      );
      expect(await refused('POST', 'news/getGuList')).toBe('Parameter error');
      expect(await refused('POST', 'news/getGuList', { type: '  ' })).toBe('Parameter error');
    });
  });

  it('GET /menu gives the help and information links in order', async () => {
    const en = await ok<MenuItem[]>('GET', 'menu');
    expect(en).toEqual([
      { key: 'faq', title: 'Help centre', path: '/pages/common/faq' },
      { key: 'news', title: 'News', path: '/pages/common/news' },
      { key: 'contactus', title: 'Contact us', path: '/pages/common/contactus' },
      { key: 'aboutus', title: 'About us', path: '/pages/common/aboutus' },
      {
        key: 'operational_compliance',
        title: 'Compliance and risk disclosure',
        path: '/pages/setting/operational_compliance',
      },
    ]);
    const zh = await ok<MenuItem[]>('GET', 'menu', { lang: 'zh' });
    expect(zh.map((m) => m.title)).toEqual(['帮助中心', '资讯', '联系我们', '关于我们', '合规与风险披露']);
    expect(zh.map((m) => m.path)).toEqual(en.map((m) => m.path));
  });

  describe('information pages', () => {
    it.each([
      ['aboutus', 'About Kestrel', '关于 Kestrel'],
      ['contactus', 'Contact us', '联系我们'],
      ['operational_compliance', 'Compliance and risk disclosure', '合规与风险披露'],
    ])('GET /%s gives its title and body in the asked language', async (keyword, enTitle, zhTitle) => {
      const en = await ok<ContentPage>('GET', keyword);
      expect(en).toEqual({ keyword, title: enTitle, body: expect.any(String), updated_at: expect.any(Number) });
      expect(en.body.length).toBeGreaterThan(200);
      const zh = await ok<ContentPage>('GET', keyword, { lang: 'zh' });
      expect(zh.title).toBe(zhTitle);
      expect(zh.body).not.toBe(en.body);
      const bodies = new Set<string>();
      for (const lang of LOCALES) bodies.add((await ok<ContentPage>('GET', keyword, { lang })).body);
      expect(bodies.size).toBe(LOCALES.length);
    });

    it('the compliance page is honest about the demo, simulated prices, advice and seconds options', async () => {
      const { body } = await ok<ContentPage>('GET', 'operational_compliance');
      expect(body).toContain('Kestrel is a demonstration');
      expect(body).toContain('## Simulated prices');
      expect(body).toContain('## No investment advice');
      expect(body).toMatch(/banned or restricted for retail investors in several jurisdictions/);
    });

    it('are GET endpoints', async () => {
      const { status, body } = await server.call('POST', 'aboutus');
      expect(status).toBe(404);
      expect(body).toEqual({ type: 'error', message: 'This function does not exist' });
    });
  });

  // The tests below change the content the way an editor would, so they run last.
  describe('after editing', () => {
    it('falls back to English where a translation is missing', async () => {
      await execSql(target, storage.env, "DELETE FROM article_i18n WHERE article_id = 4 AND lang = 'th'");
      const detail = await ok<NewsDetail>('POST', 'news/detail', { id: '4', lang: 'th' });
      expect(detail).toMatchObject({ id: 4, lang: 'en', title: 'Kestrel now speaks nine languages' });
      const list = await news({ c_id: '4', lang: 'th' });
      expect(list.data.find((n) => n.id === 4)?.title).toBe('Kestrel now speaks nine languages');
      expect(list.data.find((n) => n.id === 3)?.title).toBe('การยืนยันตัวตน: ความหมายของทั้งสองระดับ');

      await execSql(target, storage.env, "DELETE FROM faq_i18n WHERE faq_id = 9 AND lang = 'jp'");
      const faq = await ok<FaqEntry[]>('POST', 'news/getGuList', { type: 'trading', lang: 'jp' });
      expect(faq[0]?.question).toBe('Where do the prices come from?');
      expect(faq[1]?.question).toBe('現物、先物契約、秒単位オプションの違いは何ですか？');
    });

    it('hides withdrawn and scheduled articles, and has no pop-up when none is marked', async () => {
      await execSql(target, storage.env, 'UPDATE article SET status = 0 WHERE id = 2');
      await execSql(
        target,
        storage.env,
        `UPDATE article SET published_at = ${Date.now() + 7 * 86_400_000} WHERE id = 3`,
      );
      const page = await news({ c_id: '4' });
      expect(page.total).toBe(3);
      expect(page.data.map((n) => n.id)).toEqual([1, 4, 5]);
      expect(await refused('POST', 'news/detail', { id: '2' })).toBe('This article does not exist or has been removed');
      expect(await refused('POST', 'news/detail', { id: '3' })).toBe('This article does not exist or has been removed');

      await execSql(target, storage.env, 'UPDATE article SET popup = 0');
      expect(await ok('GET', 'news/index_pop')).toBeNull();
    });

    it('does not seed again over edited content when the server restarts', async () => {
      await execSql(target, storage.env, 'DELETE FROM faq_i18n WHERE faq_id = 12');
      await execSql(target, storage.env, 'DELETE FROM faq WHERE id = 12');
      expect(await server.stop()).toBe(0);
      server = await TestServer.start(storage.env);
      expect((await news({ c_id: '4' })).total).toBe(3);
      expect((await news({ c_id: '5' })).total).toBe(5);
      const faq = await ok<FaqGroup[]>('GET', 'faq');
      expect(faq.flatMap((g) => g.items).map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
      expect(await ok('GET', 'news/index_pop')).toBeNull();
    });
  });
});
