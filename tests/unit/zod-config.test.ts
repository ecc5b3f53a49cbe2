// The PWA turns off Zod's compiled parsers (which need eval, refused by the app's
// Content-Security-Policy) through Zod's global configuration object: Zod must still read it there.
import '../../src/lib/zod-config';
import { describe, expect, it } from 'vitest';
import { config, util } from 'zod/v4/core';

describe('zod under the content security policy', () => {
  it('is jitless, so it never probes for eval', () => {
    expect(config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });
});
