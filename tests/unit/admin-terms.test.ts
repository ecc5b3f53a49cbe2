// The back office's product-settings kit, its pure part (admin/src/lib/terms.ts): decimals shown and
// compared exactly, what a save changes (before → after, a new product from nothing, the offered
// switch last), when a field's problem is shown, and a saved item merged into the list.
import { describe, expect, it } from 'vitest';
import { signed } from '../../admin/src/lib/format';
import { percentText } from '../../admin/src/lib/percent';
import { plain, problemShown, termChanges, trimmedForm, units, withSaved } from '../../admin/src/lib/terms';

type Field = 'rate' | 'cap' | 'name';
type Form = Record<Field, string> & { enabled: boolean };
const FIELDS: Field[] = ['rate', 'cap', 'name'];
const stored: Form = { rate: '0.5', cap: '100', name: 'Gold', enabled: true };
const shown = (f: Form, k: Field) => (k === 'cap' ? plain(f[k]) : f[k]);

describe('decimals', () => {
  it('drops insignificant zeros and keeps what is not a decimal as typed', () => {
    expect(plain('0100.50')).toBe('100.5');
    expect(plain('0.000')).toBe('0');
    expect(plain(' 7 ')).toBe('7');
    expect(plain('1e3')).toBe('1e3');
  });
  it('compares amounts as whole numbers of 10⁻⁸', () => {
    expect(units('1')).toBe(100_000_000n);
    expect(units('0.00000001')).toBe(1n);
    expect(units('2.5') > units('2.49999999')).toBe(true);
  });
  it('shows a fraction as a per cent, and a result with its sign', () => {
    expect(percentText('0.0005')).toBe('0.05 %');
    expect(percentText('n/a')).toBe('n/a');
    expect(signed('5')).toBe('+5');
    expect(signed('-5')).toBe('-5');
    expect(signed('0')).toBe('0');
    expect(signed(null)).toBe('—');
  });
});

describe('what a save changes', () => {
  it('lists nothing for the stored values, blanks and zeros aside', () => {
    const typed = trimmedForm({ ...stored, cap: ' 100.00 ' }, FIELDS);
    expect(termChanges(FIELDS, stored, typed, shown)).toEqual([]);
  });
  it('lists each changed field before → after, then the offered switch', () => {
    const typed = { ...stored, rate: '0.6', enabled: false };
    expect(termChanges(FIELDS, stored, typed, shown)).toEqual([
      { field: 'rate', from: '0.5', to: '0.6' },
      { field: 'enabled', from: 'true', to: 'false' },
    ]);
  });
  it('lists every field from nothing for a new product', () => {
    expect(termChanges(FIELDS, undefined, stored, shown)).toEqual([
      { field: 'rate', from: null, to: '0.5' },
      { field: 'cap', from: null, to: '100' },
      { field: 'name', from: null, to: 'Gold' },
      { field: 'enabled', from: null, to: 'true' },
    ]);
  });
  it('has no offered line for a form without the switch', () => {
    const bare: Record<Field, string> = { rate: '0.5', cap: '100', name: 'Gold' };
    expect(termChanges(FIELDS, bare, { ...bare, name: 'Silver' }, (f, k) => f[k])).toEqual([
      { field: 'name', from: 'Gold', to: 'Silver' },
    ]);
  });
});

describe("when a field's problem shows", () => {
  const touchedOnly =
    (...fields: Field[]) =>
    (k: Field) =>
      fields.includes(k);
  it('not before the field is touched or a save tried', () => {
    expect(problemShown('cap', { tried: false, touched: touchedOnly() })).toBe(false);
    expect(problemShown('cap', { tried: false, touched: touchedOnly('cap') })).toBe(true);
    expect(problemShown('cap', { tried: true, touched: touchedOnly() })).toBe(true);
  });
  it('once a field it is compared with is touched', () => {
    const related = { cap: ['rate'] as Field[] };
    expect(problemShown('cap', { tried: false, touched: touchedOnly('rate'), related })).toBe(true);
    expect(problemShown('cap', { tried: false, touched: touchedOnly('name'), related })).toBe(false);
  });
});

describe('a saved item in the list', () => {
  const list = [
    { id: 1, v: 'a' },
    { id: 2, v: 'b' },
  ];
  it('replaces the one with its id, in place', () => {
    expect(withSaved(list, { id: 2, v: 'B' }, 'first')).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'B' },
    ]);
  });
  it('is added first or last when new', () => {
    expect(withSaved(list, { id: 3, v: 'c' }, 'first').map((x) => x.id)).toEqual([3, 1, 2]);
    expect(withSaved(list, { id: 3, v: 'c' }, 'last').map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
