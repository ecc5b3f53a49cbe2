import { describe, expect, it } from 'vitest';
import { formatCompact, formatPercent, groupDigits, trend } from '../../src/lib/format';

describe('number formats (spec §9)', () => {
  it('colours a change: green up, red down, grey zero', () => {
    expect(trend('1.20')).toBe('up');
    expect(trend('-0.01')).toBe('down');
    expect(trend('0.00')).toBe('flat');
  });

  it('signs percentages', () => {
    expect(formatPercent('1.25')).toBe('+1.25%');
    expect(formatPercent('-0.40')).toBe('-0.40%');
    expect(formatPercent('0.00')).toBe('0.00%');
  });

  it('writes K above a thousand and M above a million', () => {
    expect(formatCompact('999.5')).toBe('999.50');
    expect(formatCompact('1000')).toBe('1.00K');
    expect(formatCompact('1234567')).toBe('1.23M');
    expect(formatCompact('0.0042')).toBe('0.0042');
    expect(formatCompact('2500000000')).toBe('2.50B');
  });

  it('groups digits without touching the decimals', () => {
    expect(groupDigits('95000.10')).toBe('95,000.10');
    expect(groupDigits('1234567.0001')).toBe('1,234,567.0001');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('12.5')).toBe('12.5');
  });
});
