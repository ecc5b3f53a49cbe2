// An instrument's name per language (issue 20): the reader's own language where the wire has it,
// then English; never a language the reader does not read.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { instrumentName, NAME_FALLBACKS } from '../../src/lib/instrumentName';

const bitcoin = { en_name: 'Bitcoin', option_name: '比特币', tw_name: '比特幣' };

describe('instrumentName', () => {
  it('gives Chinese readers their script and everyone else English', () => {
    expect(instrumentName(bitcoin, 'zh')).toBe('比特币');
    expect(instrumentName(bitcoin, 'hk')).toBe('比特幣');
    for (const lang of ['en', 'fra', 'spa', 'th', 'jp', 'kor', 'vi'] as const) {
      expect(instrumentName(bitcoin, lang), lang).toBe('Bitcoin');
    }
  });

  it('falls back to English when the reader’s own name is missing or blank', () => {
    const onlyEnglish = { en_name: 'Aptos', option_name: '', tw_name: '  ' };
    for (const lang of LOCALES) expect(instrumentName(onlyEnglish, lang), lang).toBe('Aptos');
  });

  it('gives a Chinese reader the other Chinese script before English', () => {
    expect(instrumentName({ ...bitcoin, option_name: '' }, 'zh')).toBe('比特幣');
    expect(instrumentName({ ...bitcoin, tw_name: '' }, 'hk')).toBe('比特币');
  });

  it('never gives a Chinese name to a reader of another language, even without English', () => {
    const onlyChinese = { en_name: '', option_name: '比特币', tw_name: '比特幣' };
    for (const lang of ['en', 'fra', 'spa', 'th', 'jp', 'kor', 'vi'] as const) {
      expect(instrumentName(onlyChinese, lang), lang).toBe('');
    }
  });

  it('has an explicit order for every language, ending in English', () => {
    for (const lang of LOCALES) expect(NAME_FALLBACKS[lang].at(-1), lang).toBe('en_name');
  });
});
