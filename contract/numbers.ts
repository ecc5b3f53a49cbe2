// Numbers on the wire (issue 32): the one strict reading of every number a request carries, for
// the request schemas of contract/ and the server's own parsing. A wire number is plain ASCII
// decimal digits, with an optional fraction for decimals: no hex (0x10), exponent (1e3), sign
// (+1, -1, unless a field allows negatives explicitly), thousands or decimal comma (1,5), words
// (true), full-width or other scripts' digits (１２), bare points (.5, 12.) and no empty string.
// Leading zeros are refused too (007, 00.5; 0 and 0.5 are fine): amounts have always refused them
// (validators.ts isAmount), and '007' is the octal 7 to some readers. Surrounding whitespace is
// trimmed, as text fields are.
//
// Form bodies and query strings carry text; JSON bodies (also accepted) may carry real numbers,
// which integer and number fields take when finite (and, for integers, whole and safe). Decimal
// strings (money and prices, README "Money and prices travel as decimal strings") take text only:
// a JSON number may already have lost digits to binary floating point.
import { z } from 'zod';

/** Whether negative values are allowed (never by default). */
export type WireSign = { signed?: boolean };

const UNSIGNED_INT = /^(?:0|[1-9][0-9]*)$/;
const SIGNED_INT = /^(?:0|-?[1-9][0-9]*)$/;
const UNSIGNED_DECIMAL = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
// A minus sign only before a value other than zero: '-0' and '-0.00' are not written.
const SIGNED_DECIMAL = /^(?:-(?=[0-9.]*[1-9]))?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** A whole number as text (already trimmed): digits, no leading zero; a minus sign only when `signed`. */
export function isWireInteger(text: string, { signed = false }: WireSign = {}): boolean {
  return (signed ? SIGNED_INT : UNSIGNED_INT).test(text);
}

/** A decimal as text (already trimmed): digits with an optional fraction ('0.5', not '.5', '12.', '1e3', '1,5'). */
export function isWireDecimal(text: string, { signed = false }: WireSign = {}): boolean {
  return (signed ? SIGNED_DECIMAL : UNSIGNED_DECIMAL).test(text);
}

/**
 * A request value as a whole number: strictly written text (trimmed) or a JSON number, within the
 * safe integers and not negative unless `signed`; null for anything else.
 */
export function parseWireInt(value: unknown, { signed = false }: WireSign = {}): number | null {
  let n: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!isWireInteger(text, { signed })) return null;
    n = Number(text);
  } else if (typeof value === 'number') n = value;
  else return null;
  if (!Number.isSafeInteger(n) || (!signed && n < 0)) return null;
  return n === 0 ? 0 : n; // -0 (a JSON -0) is 0
}

/** A request value as a finite number, fraction allowed (settings, not money); null for anything else. */
export function parseWireNumber(value: unknown, { signed = false }: WireSign = {}): number | null {
  let n: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!isWireDecimal(text, { signed })) return null;
    n = Number(text);
  } else if (typeof value === 'number') n = value;
  else return null;
  if (!Number.isFinite(n) || (!signed && n < 0)) return null;
  return n === 0 ? 0 : n;
}

/** Bounds of an integer or number field (inclusive). Negative bounds need `signed: true`. */
export type WireLimits = WireSign & { min?: number; max?: number };

function bounded(schema: z.ZodNumber, { min, max }: WireLimits): z.ZodNumber {
  let s = schema;
  if (min !== undefined) s = s.min(min);
  if (max !== undefined) s = s.max(max);
  return s;
}

// What a value that is not a wire number becomes: NaN, which z.number() refuses, whatever it was
// (a string, true, an array of repeated form fields, an object). The message is for logs and the
// configuration's errors; a request's refusal is a translated message (server/core/protocol.ts).
const refused = Number.NaN;
const NOT_A_NUMBER = { error: 'Expected a number written in plain decimal digits' };

/**
 * An integer field: `wireInt({ min: 1, max: 50 }).default(10)`. Chain `.optional()`, `.default()`
 * or `.pipe(z.union([z.literal(1), z.literal(2)]))` on it; the bounds go in the call (the schema is
 * a preprocessing pipe, not a ZodNumber, so it has no `.min()` of its own).
 */
export function wireInt(limits: WireLimits = {}) {
  return z.preprocess((v) => parseWireInt(v, limits) ?? refused, bounded(z.number(NOT_A_NUMBER).int(), limits));
}

/** A number field that may have a fraction (a setting such as '0.5' days; never money, which is wireDecimal). */
export function wireNumber(limits: WireLimits = {}) {
  return z.preprocess((v) => parseWireNumber(v, limits) ?? refused, bounded(z.number(NOT_A_NUMBER), limits));
}

/** Marks the issue a wireDecimal field raises, so a refusal can say "the amount is not a number". */
export const WIRE_DECIMAL = 'wire_decimal';

export type WireDecimalOptions = WireSign & {
  /** Longest text accepted, after trimming (default 40). */
  max?: number;
  /** Also accept '' (after trimming): a field whose emptiness means "none" (a market order's price). */
  orEmpty?: boolean;
};

/**
 * A decimal-string field (an amount or a price): text only, trimmed, written as isWireDecimal
 * says, at most `max` characters; its value stays the text, for exact decimal arithmetic. Range,
 * scale and zero are the area's to judge. Its issue carries `params: { wire: WIRE_DECIMAL }`.
 */
export function wireDecimal({ max = 40, orEmpty = false, signed = false }: WireDecimalOptions = {}) {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if ((orEmpty && text === '') || (text.length <= max && isWireDecimal(text, { signed }))) return text;
    ctx.addIssue({ code: 'custom', message: 'Not a decimal number', params: { wire: WIRE_DECIMAL } });
    return z.NEVER;
  });
}

/** Whether a zod issue is a wireDecimal field's refusal of its text. */
export function isWireDecimalIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === 'custom' &&
    typeof issue.params === 'object' &&
    issue.params !== null &&
    (issue.params as { wire?: unknown }).wire === WIRE_DECIMAL
  );
}
