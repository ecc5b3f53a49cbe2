// The Content-Security-Policy's pure parts: inline script hashes and the policy text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseHosts } from '../../server/content/hosts';
import { appPolicy, inlineScriptHashes } from '../../server/core/security-headers';

describe('the security headers', () => {
  it('hashes each inline script of a page, not the scripts it loads', () => {
    const body = '(function(){var f=1})()';
    const html = `<head><script>${body}</script><script type="module" crossorigin src="/h5/assets/a.js"></script><script> </script></head>`;
    const hash = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${hash}'`]);
  });

  it('allows the trusted hosts as frames and images, over https only', () => {
    const policy = appPolicy(["'sha256-x'"], ['t.me']);
    expect(policy).toContain("script-src 'self' 'sha256-x'");
    expect(policy).toContain("frame-src 'self' https://t.me");
    expect(policy).toContain("img-src 'self' data: blob: https://t.me");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('takes host names only from what an operator types', () => {
    expect(parseHosts(' T.me,\nwww.example.com  t.me ')).toEqual(['t.me', 'www.example.com']);
    expect(parseHosts('')).toEqual([]);
    for (const bad of ['https://t.me', 't.me/path', 'ex_ample.com', 'a..b', '*.example.com', 't.me:443']) {
      expect(parseHosts(bad), bad).toBeNull();
    }
    expect(parseHosts(Array.from({ length: 21 }, (_, i) => `h${i}.example`).join(','))).toBeNull();
  });
});
