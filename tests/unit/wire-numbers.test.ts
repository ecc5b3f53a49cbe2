// The one strict reading of numbers on the wire (contract/numbers.ts, issue 32): which texts are
// numbers, and what the zod fields built on it accept. Leading zeros are refused ('007'), as
// amounts always refused them; surrounding whitespace is trimmed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isWireDecimal,
  isWireDecimalIssue,
  isWireInteger,
  parseWireInt,
  parseWireNumber,
  wireDecimal,
  wireInt,
  wireNumber,
} from '../../contract/numbers';
import { validationMessages } from '../../contract/validators';
import { messages } from '../../server/core/messages';
import { fieldsRefusal } from '../../server/core/protocol';

/** Refused everywhere: hex, exponent, signs, comma, words, empty, other digits, bare points, leading zeros. */
const NEVER = [
  '0x10',
  '0X1A',
  '0b1',
  '0o7',
  '1e3',
  '1E3',
  '1e-3',
  '+1',
  '1,5',
  '1,000',
  '1_000',
  '1 000',
  'true',
  'false',
  'null',
  'NaN',
  'Infinity',
  '',
  '   ',
  '１２', // full-width digits
  '١٢', // Arabic-Indic digits
  '१२', // Devanagari digits
  '12.',
  '.5',
  '.',
  '007',
  '00.5',
  '--1',
  '1-',
  '1.2.3',
  '12abc',
  '\u00a0',
];

describe('wire number texts', () => {
  it.each(['0', '7', '12', '1000000', '9007199254740991'])('takes %j as an integer', (text) => {
    expect(isWireInteger(text)).toBe(true);
    expect(isWireDecimal(text)).toBe(true);
  });

  it.each(['0.5', '0.00000001', '12.50', '1.0', '123456789.123456789'])('takes %j as a decimal only', (text) => {
    expect(isWireDecimal(text)).toBe(true);
    expect(isWireInteger(text)).toBe(false);
  });

  it.each(NEVER)('refuses %j', (text) => {
    expect(isWireInteger(text)).toBe(false);
    expect(isWireDecimal(text)).toBe(false);
    expect(isWireInteger(text, { signed: true })).toBe(false);
    expect(isWireDecimal(text, { signed: true })).toBe(false);
  });

  it('takes a minus sign only where a field allows negatives, and never on zero', () => {
    expect(isWireInteger('-1')).toBe(false);
    expect(isWireDecimal('-1.5')).toBe(false);
    expect(isWireInteger('-1', { signed: true })).toBe(true);
    expect(isWireDecimal('-0.5', { signed: true })).toBe(true);
    for (const zero of ['-0', '-0.0', '-00']) {
      expect(isWireInteger(zero, { signed: true })).toBe(false);
      expect(isWireDecimal(zero, { signed: true })).toBe(false);
    }
  });

  it('checks text as given (callers trim): only the parsers and fields trim', () => {
    expect(isWireInteger(' 12 ')).toBe(false);
    expect(parseWireInt(' 12 ')).toBe(12);
    expect(parseWireInt('\t12\n')).toBe(12);
  });
});

describe('parseWireInt and parseWireNumber', () => {
  it('read strict texts and finite JSON numbers', () => {
    expect(parseWireInt('16')).toBe(16);
    expect(parseWireInt(16)).toBe(16);
    expect(parseWireInt(-0)).toBe(0);
    expect(parseWireNumber('0.5')).toBe(0.5);
    expect(parseWireNumber(0.5)).toBe(0.5);
  });

  it('refuse everything else', () => {
    for (const v of [...NEVER, '-1', '1.5', true, false, null, undefined, [], ['1'], {}, { n: 1 }])
      expect(parseWireInt(v), JSON.stringify(v)).toBeNull();
    for (const v of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e21])
      expect(parseWireInt(v), String(v)).toBeNull();
    // Beyond the safe integers a text no longer names one number.
    expect(parseWireInt('9007199254740993')).toBeNull();
    expect(parseWireInt('9'.repeat(400))).toBeNull();
    for (const v of [...NEVER, '-1', true, [], Number.NaN, Number.POSITIVE_INFINITY, -0.5])
      expect(parseWireNumber(v), JSON.stringify(v)).toBeNull();
  });

  it('read negatives when signed', () => {
    expect(parseWireInt('-5', { signed: true })).toBe(-5);
    expect(parseWireInt(-5, { signed: true })).toBe(-5);
    expect(parseWireNumber('-0.25', { signed: true })).toBe(-0.25);
  });
});

describe('the zod fields', () => {
  const page = z.object({ page: wireInt({ min: 1, max: 100 }).default(1) });
  const side = z.object({ type: wireInt().pipe(z.union([z.literal(1), z.literal(2)])) });
  const sort = z.object({ sort: wireInt({ min: -1000, max: 1000, signed: true }).optional() });

  it('wireInt takes strict texts and whole JSON numbers, within its bounds', () => {
    expect(page.parse({ page: '16' })).toEqual({ page: 16 });
    expect(page.parse({ page: ' 16 ' })).toEqual({ page: 16 });
    expect(page.parse({ page: 16 })).toEqual({ page: 16 });
    expect(page.parse({})).toEqual({ page: 1 });
    expect(side.parse({ type: '2' })).toEqual({ type: 2 });
    expect(sort.parse({ sort: '-5' })).toEqual({ sort: -5 });
    expect(sort.parse({})).toEqual({});
  });

  it('wireInt refuses loose forms, fractions, out-of-bounds values and non-numbers', () => {
    for (const v of [...NEVER, '0', '101', '-1', '1.0', 1.5, 0, 101, true, null, ['1'], { page: 1 }])
      expect(page.safeParse({ page: v }).success, JSON.stringify(v)).toBe(false);
    for (const v of ['3', '1.0', 'true', true, '0x1', '+1'])
      expect(side.safeParse({ type: v }).success, JSON.stringify(v)).toBe(false);
    expect(sort.safeParse({ sort: '-1001' }).success).toBe(false);
    expect(sort.safeParse({ sort: '+5' }).success).toBe(false);
  });

  it('wireNumber takes fractions (settings such as half a day)', () => {
    const days = wireNumber({ max: 10 });
    expect(days.parse('0.5')).toBe(0.5);
    expect(days.parse(2)).toBe(2);
    for (const v of ['1e1', '.5', '11', '-1', '']) expect(days.safeParse(v).success, v).toBe(false);
  });

  it('wireDecimal keeps the trimmed text, and marks its refusal', () => {
    const amount = wireDecimal();
    expect(amount.parse(' 12.50 ')).toBe('12.50');
    expect(amount.parse('0')).toBe('0');
    for (const v of [...NEVER, '-1', `1${'0'.repeat(40)}`]) {
      const r = amount.safeParse(v);
      expect(r.success, JSON.stringify(v)).toBe(false);
      expect(r.error?.issues.every(isWireDecimalIssue), JSON.stringify(v)).toBe(true);
    }
    // Money travels as text: a JSON number may already have lost digits, and is refused.
    expect(amount.safeParse(1.5).success).toBe(false);
    expect(wireDecimal({ signed: true }).parse('-1.5')).toBe('-1.5');
    expect(wireDecimal({ orEmpty: true }).parse('  ')).toBe('');
    expect(wireDecimal({ max: 4 }).safeParse('12.345').success).toBe(false);
  });
});

describe("the server's refusal of fields that do not parse", () => {
  const trade = z.object({ currency_id: wireInt({ min: 1 }), amount: wireDecimal(), price: wireDecimal() });
  const own = { id: 'spot.bad_amount', message: 'Please enter a valid amount' };
  const refusalOf = (fields: Record<string, unknown>, refusals = {}) => {
    const r = trade.safeParse(fields);
    if (r.success) throw new Error('parsed');
    return fieldsRefusal(r.error.issues, refusals).descriptor;
  };

  it("is the field's own refusal when the route gives one", () => {
    expect(refusalOf({ currency_id: '1', amount: '1,5', price: '1' }, { amount: own })).toBe(own);
  });

  it('is "the correct quantity, price or amount" for any other malformed decimal', () => {
    expect(refusalOf({ currency_id: '1', amount: '1', price: '1e3' }, { amount: own })).toBe(
      validationMessages.amountInvalid,
    );
  });

  it('is the parameter error for other fields, the first problem deciding', () => {
    expect(refusalOf({ currency_id: '0x10', amount: '1,5', price: '1' }, { amount: own })).toBe(
      messages.parameterError,
    );
    // Not text at all: not a decimal's own issue, so the route's refusal or the parameter error.
    expect(refusalOf({ currency_id: '1', amount: 1.5, price: '1' }, { amount: own })).toBe(own);
    expect(refusalOf({ currency_id: '1', amount: '1', price: 1.5 })).toBe(messages.parameterError);
  });
});
