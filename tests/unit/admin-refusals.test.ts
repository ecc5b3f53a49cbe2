// Where the back office shows a server refusal (admin/src/lib/refusals.ts): at the field a screen's
// map names for its code, kept while that field holds the value refused (an edit of it clears it,
// an edit elsewhere does not), and in the error note when its code is unknown, unnamed or absent.
import { describe, expect, it } from 'vitest';
import { fieldOf, type RefusalsAt, refusalAt, refusedAt } from '../../admin/src/lib/refusals';

type Field = 'currency' | 'dividend_time' | 'name';
type Form = Record<Field, string>;
const AT: RefusalsAt<Field> = { 'earn.bad_currency': 'currency', 'earn.bad_minute': 'dividend_time' };
const typed: Form = { currency: 'XYZ', dividend_time: '08:05', name: 'Gold' };
const MESSAGE = 'The dividend time must be on a 10-minute mark';

describe('the field of a refusal code', () => {
  it('is the one the screen names for it', () => {
    expect(fieldOf(AT, 'earn.bad_minute')).toBe('dividend_time');
    expect(fieldOf(AT, 'earn.bad_currency')).toBe('currency');
  });

  it('is none for a code the screen does not name, no code, or no map', () => {
    expect(fieldOf(AT, 'earn.bad_rates')).toBeUndefined();
    expect(fieldOf(AT, undefined)).toBeUndefined();
    expect(fieldOf(undefined, 'earn.bad_minute')).toBeUndefined();
    // Not a field because the map's prototype has it.
    expect(fieldOf(AT, 'constructor')).toBeUndefined();
  });
});

describe('a refusal placed at its field', () => {
  it('keeps the message and the value refused', () => {
    expect(refusalAt(AT, 'earn.bad_minute', MESSAGE, typed)).toEqual({
      field: 'dividend_time',
      message: MESSAGE,
      value: '08:05',
    });
  });

  it('is left to the error note when it belongs to no field', () => {
    expect(refusalAt(AT, 'earn.bad_caps', 'The minimum cannot be above the per-user cap', typed)).toBeNull();
    expect(refusalAt(AT, undefined, 'Network error, please try again', typed)).toBeNull();
  });

  it('is shown at its field only, until that field is edited', () => {
    const refusal = refusalAt(AT, 'earn.bad_minute', MESSAGE, typed);
    expect(refusedAt(refusal, typed, 'dividend_time')).toBe(MESSAGE);
    expect(refusedAt(refusal, typed, 'currency')).toBeNull();
    // Another field edited: still refused.
    expect(refusedAt(refusal, { ...typed, name: 'Silver' }, 'dividend_time')).toBe(MESSAGE);
    // Its own field edited: cleared.
    expect(refusedAt(refusal, { ...typed, dividend_time: '08:10' }, 'dividend_time')).toBeNull();
    expect(refusedAt(null, typed, 'dividend_time')).toBeNull();
  });
});
