// The log keeps no key to a private file: a signed URL's signature is redacted.
import { describe, expect, it } from 'vitest';
import { redactSignature } from '../../server/core/logging';

describe('the request log', () => {
  it('redacts the signature of a signed file URL, and nothing else', () => {
    expect(redactSignature('/file/abc.png?exp=1795000000000&sig=Zm9vYmFy_-')).toBe(
      '/file/abc.png?exp=1795000000000&sig=[redacted]',
    );
    expect(redactSignature('/file/abc.png?SIG=x&exp=1')).toBe('/file/abc.png?SIG=[redacted]&exp=1');
    expect(redactSignature('/api/coin/list?page=2')).toBe('/api/coin/list?page=2');
  });
});
