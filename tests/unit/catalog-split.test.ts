// The start catalog holds every message the start-up code names, however the bundler quoted it.
import { describe, expect, it } from 'vitest';
import { compileCatalog, quotedStrings, splitCatalog } from '../../scripts/catalog-split';

describe('splitting the phone catalog', () => {
  it('finds ids in every kind of quote, beside template literals and strings with quotes inside', () => {
    // Bundled code as text: `$` and `{` spelled apart so this file holds no template placeholder.
    const code = [
      'r._({id:`i0qMbr`}),x=`a $',
      '{b} c`,jsx(T,{id:"L+qiq+"}),y="it\'s",z=\'x4Ru/o\',w=`$',
      '{q}`+`NRXqt/`',
    ].join('');
    const found = quotedStrings(code);
    for (const id of ['i0qMbr', 'L+qiq+', 'x4Ru/o', 'NRXqt/']) expect(found).toContain(id);
  });

  it('keeps a translation, falls back to English for an empty one, and splits by what was named', () => {
    const english = { a1: { message: 'Home' }, b2: { message: '{n} days' }, c3: { message: 'Loans' } };
    const catalog = compileCatalog({ a1: { translation: '首页' }, b2: { translation: '' } }, english);
    expect(catalog).toEqual({ a1: ['首页'], b2: [['n'], ' days'], c3: ['Loans'] });
    const { start, rest } = splitCatalog(catalog, new Set(['a1', 'b2', 'unrelated']));
    expect(Object.keys(start)).toEqual(['a1', 'b2']);
    expect(Object.keys(rest)).toEqual(['c3']);
  });
});
