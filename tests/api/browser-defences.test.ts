// Browser-side defences (issue 19 §4) as a browser receives them: no framing, a Content-Security-
// Policy on the apps (with the site's trusted hosts), inert uploads, HSTS over HTTPS, no cached
// guarded answer, and a site logo that a Host header cannot move. Headers do not depend on the
// database: SQLite only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSiteConfig } from '../../contract/admin';
import type { SiteConfig } from '../../contract/common';
import type { App } from '../../server/app';
import { makeContentService } from '../../server/content/service';
import { type ApiClient, advanceClock, signUp, startInProcess, until } from './harness';

describe('browser-side defences', () => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess('sqlite'));
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });
  const site = (fields: Partial<AdminSiteConfig>) =>
    app.services.siteAdmin.saveSiteConfig(
      {
        site_name: 'Kestrel',
        site_logo: '',
        xstype1: '1',
        xstype2: '0',
        xstype3: '0',
        xstype4: '0',
        trusted_hosts: '',
        ...fields,
      },
      async () => undefined,
    );

  it('forbids framing everywhere and puts the apps under a strict policy', async () => {
    for (const path of ['/h5/', '/admin/', '/api/getSiteConfig']) {
      expect((await get(path)).headers.get('x-frame-options'), path).toBe('DENY');
    }
    for (const path of ['/h5/', '/admin/']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    }
    const upload = (await get('/upload/none.png')).headers.get('content-security-policy');
    expect(upload).toContain('sandbox');
    expect(upload).toContain("default-src 'none'");
  });

  it('sends HSTS only over HTTPS (as the proxy in front reports it)', async () => {
    expect((await get('/h5/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(
      /max-age=31536000/,
    );
    expect((await get('/h5/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('lets no cache keep an answer meant for one signed-in user', async () => {
    const user = await signUp(api);
    const info = await fetch(`${api.url}/api/user/info`, { headers: user.auth });
    expect(info.headers.get('cache-control')).toBe('no-store');
    const admin = await fetch(`${api.url}/api/admin/me`);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/getSiteConfig')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('builds the site logo on the configured public address, never on the Host header', async () => {
    await site({ site_logo: '/upload/content/logo.png' });
    const asked = await (await get('/api/getSiteConfig', { host: 'evil.example' })).json();
    expect((asked as { message: SiteConfig }).message.site_logo).toBe('/upload/content/logo.png');
    const configured = makeContentService(app.db, false, 'https://kestrel.example');
    expect((await configured.siteConfig()).site_logo).toBe('https://kestrel.example/upload/content/logo.png');
  });

  it('publishes the trusted hosts and lets the app frame and show images from them only', async () => {
    await expect(site({ trusted_hosts: 'https://t.me/x' })).rejects.toThrow(/host names only/i);
    await site({ trusted_hosts: 'T.me\nwww.example.com, t.me' });
    const config = (await (await get('/api/getSiteConfig')).json()) as { message: SiteConfig };
    expect(config.message.trusted_hosts).toEqual(['t.me', 'www.example.com']);
    // Each node reads the list again within 30 s.
    await advanceClock(api, 31_000);
    const csp = await until('the new policy', async () => {
      const value = (await get('/h5/')).headers.get('content-security-policy') ?? '';
      return value.includes('https://t.me') ? value : null;
    });
    expect(csp).toMatch(/frame-src 'self' https:\/\/t\.me https:\/\/www\.example\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/t\.me https:\/\/www\.example\.com/);
  });
});
