// Where a web address opens (issue 19 §4): this app's own screens in the app, https pages on the
// site's trusted hosts (exactly) in the in-app browser, everything else outside after a warning.
import { describe, expect, it } from 'vitest';
import { appRoute, webTarget, webUrl } from '../../src/pages/common/web-target';

const app = { origin: 'https://kestrel.example', base: '/h5/' };
const hosts = ['t.me', 'www.example.com'];
const target = (value: string) => {
  const url = webUrl(value);
  if (!url) throw new Error(`not a web address: ${value}`);
  const where = webTarget(url, hosts, app);
  return where.kind === 'app' ? `app ${where.path}` : where.kind;
};

describe('web addresses', () => {
  it('accepts http and https only', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/pages/common/faq', 'ftp://t.me/', '', null]) {
      expect(webUrl(bad), String(bad)).toBeNull();
    }
    expect(webUrl(' https://t.me/x ')?.href).toBe('https://t.me/x');
  });

  it('opens this app’s own addresses as its screens', () => {
    expect(target('https://kestrel.example/h5/#/pages/common/faq')).toBe('app /pages/common/faq');
    expect(target('https://kestrel.example/h5/index.html#/pages/market/detail?symbol=BTC/USDT')).toBe(
      'app /pages/market/detail?symbol=BTC/USDT',
    );
    expect(target('https://kestrel.example/h5/')).toBe('app /');
    // Other files of the origin are not screens, and another origin is not this app.
    expect(appRoute(new URL('https://kestrel.example/admin/#/users'), app)).toBeNull();
    expect(appRoute(new URL('https://kestrel.example/upload/content/a.png'), app)).toBeNull();
    expect(appRoute(new URL('http://kestrel.example/h5/#/pages/common/faq'), app)).toBeNull();
    expect(appRoute(new URL('https://kestrel.example.evil.example/h5/#/'), app)).toBeNull();
  });

  it('frames https pages on a trusted host, by exact host', () => {
    expect(target('https://t.me/kestrel')).toBe('frame');
    expect(target('https://WWW.EXAMPLE.COM/a?b#c')).toBe('frame');
    expect(target('https://www.t.me/kestrel')).toBe('outside');
    expect(target('https://example.com/')).toBe('outside');
    expect(target('https://t.me.evil.example/')).toBe('outside');
    expect(target('https://t.me@evil.example/')).toBe('outside');
  });

  it('frames neither plain http nor another port of a trusted host', () => {
    expect(target('http://t.me/kestrel')).toBe('outside');
    expect(target('https://t.me:8443/kestrel')).toBe('outside');
    expect(target('https://evil.example/')).toBe('outside');
  });
});
