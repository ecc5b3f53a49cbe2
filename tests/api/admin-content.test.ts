// Content editing in the back office on a real database: an editor saves news, banners, the
// pop-up, FAQ entries, the information pages and the site configuration, and the public endpoints
// serve them in each language at once; each change is audited with the item before and after; a
// reviewer may not edit content; bad input is refused with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, AdminFaqList, AdminPage, AdminSiteConfig, OperatorInfo } from '../../contract/admin';
import type { SiteConfig } from '../../contract/common';
import type { ContentPage, FaqEntry, NewsDetail, NewsItem, Page } from '../../contract/content';
import type { App } from '../../server/app';
import { type ApiClient, DB_TARGETS, PNG_1x1, serverNow, startInProcess } from './harness';

const PASSWORD = 'operator-pass-12';
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });
const NOT_ALLOWED = refused('Your role does not allow this');

type Session = { auth: Record<string, string>; operator: OperatorInfo };
type AuditEntry = { action: string; target_type: string; target_id: string; before: unknown; after: unknown };

describe.each(DB_TARGETS)('content editing in the back office on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let serial = 0;
  let editor: Session;
  let admin: Session;
  let reviewer: Session;

  /** An operator of `role` signed in (an administrator with a fresh authenticator code). */
  async function operator(role: 'reviewer' | 'editor' | 'admin'): Promise<Session> {
    const email = `${role}-${++serial}-${target}@content.example.com`;
    const created = await app.services.operators.create({ email, name: role, role, password: PASSWORD });
    const { generateSync } = await import('otplib');
    const secret = created.totp?.secret;
    const totp_code = secret ? generateSync({ secret, epoch: Math.floor((await serverNow(api)) / 1000) }) : '';
    const { body } = await api.call<{ token: string; operator: OperatorInfo }>('POST', 'admin/login', {
      email,
      password: PASSWORD,
      totp_code,
    });
    if (body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(body)}`);
    return { auth: { AUTHORIZATION: body.message.token }, operator: body.message.operator };
  }

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    editor = await operator('editor');
    admin = await operator('admin');
    reviewer = await operator('reviewer');
  });
  afterAll(async () => {
    await stop?.();
  });

  const as = async <T = unknown>(s: Session, method: 'GET' | 'POST', p: string, fields: Record<string, string> = {}) =>
    (await api.call<T>(method, `admin/${p}`, fields, s.auth)).body;
  const ok = async <T>(s: Session, method: 'GET' | 'POST', p: string, fields: Record<string, string> = {}) => {
    const body = await as<T>(s, method, p, fields);
    if (body.type !== 'ok') throw new Error(`${p} refused: ${JSON.stringify(body)}`);
    return body.message;
  };
  const pub = async <T>(method: 'GET' | 'POST', p: string, fields: Record<string, string> = {}) =>
    (await api.call<T>(method, p, fields)).body;
  const auditOf = async (targetId: string) =>
    ok<AuditEntry[]>(admin, 'GET', 'audit', { target_id: targetId, limit: '100' });

  const article = (fields: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries({ c_id: 4, published_at: Date.now() - 60_000, ...fields }).map(([k, v]) => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
  const TEXTS = {
    en: { title: 'Launch of gold trading', summary: 'Gold is here', body: 'Trade gold now.\n\n## Why\n- 24/7' },
    zh: { title: '黄金交易上线', summary: '黄金来了', body: '现在就交易黄金。' },
  };

  it('publishes a news article in two languages, which the public list and detail serve, then withdraws it', async () => {
    const { id } = await ok<{ id: number }>(editor, 'POST', 'content/articles/save', article({ texts: TEXTS }));
    for (const [lang, text] of Object.entries(TEXTS)) {
      const list = await pub<Page<NewsItem>>('POST', 'news/list', { c_id: '4', lang, limit: '50' });
      expect(list.message.data.find((n) => n.id === id)).toMatchObject({ title: text.title, summary: text.summary });
      const detail = await pub<NewsDetail>('POST', 'news/detail', { id: String(id), lang });
      expect(detail.message).toMatchObject({ title: text.title, body: text.body, lang });
    }
    // A language with no translation reads the English text.
    expect((await pub<NewsDetail>('POST', 'news/detail', { id: String(id), lang: 'jp' })).message).toMatchObject({
      title: TEXTS.en.title,
      lang: 'en',
    });
    // The editor's list has every language.
    const mine = (await ok<AdminArticle[]>(editor, 'GET', 'content/articles', { c_id: '4' })).find((a) => a.id === id);
    expect(mine).toMatchObject({ status: 1, texts: TEXTS });

    expect((await as(editor, 'POST', 'content/articles/withdraw', { id: String(id) })).type).toBe('ok');
    const list = await pub<Page<NewsItem>>('POST', 'news/list', { c_id: '4', limit: '50' });
    expect(list.message.data.map((n) => n.id)).not.toContain(id);
    expect(await pub('POST', 'news/detail', { id: String(id) })).toEqual(
      refused('This article does not exist or has been removed'),
    );
    // Still there for the editor, withdrawn.
    const after = (await ok<AdminArticle[]>(editor, 'GET', 'content/articles', { c_id: '4' })).find((a) => a.id === id);
    expect(after).toMatchObject({ status: 0 });

    const log = await auditOf(String(id));
    expect(log.map((e) => e.action)).toEqual(['news.withdraw', 'news.save']);
    expect(log[1]).toMatchObject({ target_type: 'article', before: null, after: { id, status: 1, texts: TEXTS } });
    expect(log[0]).toMatchObject({ before: { status: 1 }, after: { status: 0 } });
  });

  it('gives articles created at the same instant each their own id', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, () =>
        ok<{ id: number }>(editor, 'POST', 'content/articles/save', article({ texts: TEXTS })),
      ),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(8);
  });

  it('edits an article, dropping a language, schedules one for later, and deletes one', async () => {
    const { id } = await ok<{ id: number }>(editor, 'POST', 'content/articles/save', article({ texts: TEXTS }));
    await ok(editor, 'POST', 'content/articles/save', article({ id, texts: { en: { ...TEXTS.en, title: 'Gold!' } } }));
    expect((await pub<NewsDetail>('POST', 'news/detail', { id: String(id), lang: 'zh' })).message).toMatchObject({
      title: 'Gold!',
      lang: 'en',
    });
    const [edit] = await auditOf(String(id));
    expect(edit).toMatchObject({
      action: 'news.save',
      before: { texts: { zh: TEXTS.zh } },
      after: { texts: { en: { title: 'Gold!' } } },
    });
    expect((edit?.after as AdminArticle | undefined)?.texts.zh).toBeUndefined();

    const later = await ok<{ id: number }>(
      editor,
      'POST',
      'content/articles/save',
      article({ published_at: (await serverNow(api)) + 3_600_000, texts: TEXTS }),
    );
    expect(await pub('POST', 'news/detail', { id: String(later.id) })).toMatchObject({ type: 'error' });

    await ok(editor, 'POST', 'content/articles/delete', { id: String(id) });
    expect((await ok<AdminArticle[]>(editor, 'GET', 'content/articles', { c_id: '4' })).map((a) => a.id)).not.toContain(
      id,
    );
    expect((await auditOf(String(id)))[0]).toMatchObject({ action: 'news.delete', before: { id }, after: null });
  });

  it("never hands out a deleted article's id again", async () => {
    const first = await ok<{ id: number }>(editor, 'POST', 'content/articles/save', article({ texts: TEXTS }));
    await ok(editor, 'POST', 'content/articles/delete', { id: String(first.id) });
    const next = await ok<{ id: number }>(editor, 'POST', 'content/articles/save', article({ texts: TEXTS }));
    expect(next.id).toBeGreaterThan(first.id);
  });

  it('makes a news article the launch pop-up', async () => {
    const { id } = await ok<{ id: number }>(
      editor,
      'POST',
      'content/articles/save',
      article({ popup: 1, published_at: await serverNow(api), texts: TEXTS }),
    );
    expect((await pub<NewsItem>('GET', 'news/index_pop', { lang: 'zh' })).message).toMatchObject({
      id,
      title: TEXTS.zh.title,
    });
  });

  it('adds a banner with an uploaded image, in its set order', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_1x1], { type: 'image/png' }), 'banner.png');
    const res = await api.fetch('/api/admin/content/upload', { method: 'POST', body: form, headers: editor.auth });
    const upload = (await res.json()) as { type: string; message: string };
    expect(upload.message).toMatch(/^\/upload\/content\/\w+\.png$/);
    expect((await api.fetch(upload.message)).status).toBe(200);

    const { id } = await ok<{ id: number }>(
      editor,
      'POST',
      'content/articles/save',
      article({ c_id: 5, sort: -1, image: upload.message, link: '/pages/fund/receive', texts: TEXTS }),
    );
    const banners = await pub<Page<NewsItem>>('POST', 'news/list', { c_id: '5', lang: 'zh' });
    expect(banners.message.data[0]).toMatchObject({ id, title: TEXTS.zh.title, image: upload.message });
    expect((await auditOf(String(id)))[0]).toMatchObject({ action: 'banner.save' });
  });

  it('refuses bad content with its reason', async () => {
    const save = (fields: Record<string, unknown>) =>
      as(editor, 'POST', 'content/articles/save', article({ texts: TEXTS, ...fields }));
    expect(await save({ texts: {} })).toEqual(
      refused('Give a title in at least one language, and a title in every language you fill in'),
    );
    expect(await save({ texts: { en: { title: '', summary: 'x', body: '' } } })).toEqual(
      refused('Give a title in at least one language, and a title in every language you fill in'),
    );
    expect(await save({ link: 'javascript:alert(1)' })).toEqual(
      refused('The link must be an app route (/pages/…), an http(s) address, or empty'),
    );
    expect(await save({ image: '/etc/passwd' })).toMatchObject({ type: 'error' });
    expect(await save({ c_id: 7 })).toEqual(refused('No such news category: use 4 for news or 5 for banners'));
    expect(await save({ id: 999_999 })).toEqual(refused('This article does not exist or has been removed'));
    expect(await save({ texts: { xx: { title: 'a' } } })).toEqual(refused('Parameter error'));
  });

  it('saves and deletes FAQ entries, served by type in each language', async () => {
    const texts = {
      en: { question: 'Can I trade gold?', answer: 'Yes.' },
      zh: { question: '能交易黄金吗？', answer: '能。' },
    };
    const { id } = await ok<{ id: number }>(editor, 'POST', 'content/faq/save', {
      type: 'trading',
      sort: '-5',
      texts: JSON.stringify(texts),
    });
    for (const [lang, t] of Object.entries(texts)) {
      const entries = await pub<FaqEntry[]>('POST', 'news/getGuList', { type: 'trading', lang });
      expect(entries.message[0]).toEqual({ id, type: 'trading', question: t.question, answer: t.answer });
    }
    const list = await ok<AdminFaqList>(editor, 'GET', 'content/faq');
    expect(list.groups.map((g) => g.type)).toEqual(['account', 'funds', 'trading']);
    expect(list.items.find((f) => f.id === id)).toMatchObject({ sort: -5, texts });
    expect(await as(editor, 'POST', 'content/faq/save', { type: 'nope', texts: JSON.stringify(texts) })).toEqual(
      refused('No such help category'),
    );

    await ok(editor, 'POST', 'content/faq/delete', { id: String(id) });
    const entries = await pub<FaqEntry[]>('POST', 'news/getGuList', { type: 'trading' });
    expect(entries.message.map((e) => e.id)).not.toContain(id);
    expect((await auditOf(String(id))).map((e) => e.action)).toEqual(['faq.delete', 'faq.save']);
  });

  it('saves an information page in two languages', async () => {
    const texts = {
      en: { title: 'Contact', body: 'Write to help@example.com' },
      zh: { title: '联系我们', body: '请写信' },
    };
    await ok(editor, 'POST', 'content/pages/save', { keyword: 'contactus', texts: JSON.stringify(texts) });
    for (const [lang, t] of Object.entries(texts)) {
      expect((await pub<ContentPage>('GET', 'contactus', { lang })).message).toMatchObject(t);
    }
    const pages = await ok<AdminPage[]>(editor, 'GET', 'content/pages');
    expect(pages.map((p) => p.keyword)).toEqual(['aboutus', 'contactus', 'operational_compliance']);
    expect(pages[1]?.texts).toEqual(texts);
    const [entry] = await auditOf('contactus');
    expect(entry).toMatchObject({ action: 'page.save', after: { texts } });
    expect(Object.keys((entry?.before as AdminPage | undefined)?.texts ?? {})).toHaveLength(9);
    expect(await as(editor, 'POST', 'content/pages/save', { keyword: 'terms', texts: JSON.stringify(texts) })).toEqual(
      refused('Parameter error'),
    );
  });

  it('saves the site configuration, which /getSiteConfig serves', async () => {
    const before = await ok<AdminSiteConfig>(editor, 'GET', 'content/site');
    // xstype1 is the seconds options switch, on by default (ADR 14).
    expect(before).toMatchObject({ site_name: 'Kestrel', xstype1: '1', xstype2: '0' });
    const next = {
      site_name: 'Kestrel Pro',
      site_logo: '/h5/icons/icon-512.png',
      xstype1: '0',
      xstype2: '0',
      xstype3: '1',
      xstype4: '0',
    };
    await ok(editor, 'POST', 'content/site/save', next);
    const site = await pub<SiteConfig>('GET', 'getSiteConfig');
    // A path on this server: no PUBLIC_URL is configured here, and the Host header is never used.
    expect(site.message).toMatchObject({ ...next, site_logo: '/h5/icons/icon-512.png' });
    expect(await as(editor, 'POST', 'content/site/save', { ...next, site_name: ' ' })).toEqual(
      refused('The site name cannot be empty'),
    );
    expect(await as(editor, 'POST', 'content/site/save', { ...next, xstype1: '2' })).toEqual(
      refused('Parameter error'),
    );
    expect((await auditOf('site'))[0]).toMatchObject({ action: 'site.save', before, after: next });
  });

  it('lets only editors and administrators edit content', async () => {
    expect(await as(reviewer, 'GET', 'content/articles', { c_id: '4' })).toEqual(NOT_ALLOWED);
    expect(await as(reviewer, 'POST', 'content/articles/save', article({ texts: TEXTS }))).toEqual(NOT_ALLOWED);
    expect(await as(reviewer, 'POST', 'content/site/save', {})).toEqual(NOT_ALLOWED);
    expect(await as(reviewer, 'POST', 'content/faq/delete', { id: '1' })).toEqual(NOT_ALLOWED);
    expect((await api.call('GET', 'admin/content/faq')).body.type).toBe(999);
    const byAdmin = await as<{ id: number }>(admin, 'POST', 'content/articles/save', article({ texts: TEXTS }));
    expect(byAdmin.type).toBe('ok');
    // And the editor may not do the reviewer's or administrator's work.
    expect(await as(editor, 'GET', 'kyc/list')).toEqual(NOT_ALLOWED);
    expect(await as(editor, 'GET', 'audit')).toEqual(NOT_ALLOWED);
  });
});
