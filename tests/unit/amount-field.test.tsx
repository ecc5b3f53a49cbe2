// @vitest-environment happy-dom
// The amount field kit (src/ui/AmountField.tsx) as a product screen drives it: what typing leaves
// in the field, the minimum as the hint and the error in its place, Max, the 25–100 % steps of the
// available balance (worked out by the product's rule: here spot's totalForPercent and
// amountForPercent), the unit switch of a market buy, and the balance line's three states.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountForPercent, totalForPercent } from '../../src/lib/spot';
import { AmountField } from '../../src/ui/AmountField';
import type { BalanceSource } from '../../src/ui/AvailableBalance';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function show(ui: ReactNode) {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>,
    ),
  );
}

const input = () => host.querySelector('input') as HTMLInputElement;
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) ??
  expect.unreachable(`no button ${name}`);
const click = (name: string) => act(() => button(name).click());

/** Types as a person does: React hears the input event with the new value. */
function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A screen's own state around the field, as earn's and spot's forms keep it. */
function Amount(props: Partial<Parameters<typeof AmountField>[0]>) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Amount (USDT)"
      hint="Minimum 10 USDT"
      error={null}
      {...props}
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
    />
  );
}

// 1,010 USDT available, fee 1 %: half of it spends 500 USDT and reserves 5 for the fee.
function Total() {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Total to spend (USDT)"
      hint="Minimum 5 USDT"
      error={null}
      value={value}
      onChange={setValue}
      percents={{ disabled: false, onPick: (p) => setValue(totalForPercent('1010', p, '0.01')) }}
    />
  );
}

const PAIR = {
  price_decimals: 2,
  amount_decimals: 4,
  min_amount: '0.0001',
  min_total: '5',
  maker_fee: '0.001',
  taker_fee: '0.001',
  market_protection: '0.05',
  price_band: '0.1',
};

/** Spot's market buy: typed as the coin amount or as the quote total, the amount cleared on a switch. */
function MarketBuy({ onSwitch }: { onSwitch: (by: 'amount' | 'total') => void }) {
  const [by, setBy] = useState<'amount' | 'total'>('amount');
  const [value, setValue] = useState('');
  return (
    <AmountField
      label={by === 'total' ? 'Total to spend (USDT)' : 'Amount (BTC)'}
      hint=""
      error={null}
      value={value}
      onChange={setValue}
      units={{
        label: 'Buy by',
        value: by,
        options: [
          { value: 'amount', label: { id: 'Amount (BTC)', message: 'Amount (BTC)' } },
          { value: 'total', label: { id: 'Total (USDT)', message: 'Total (USDT)' } },
        ],
        onChange: (b) => {
          onSwitch(b);
          setBy(b);
          setValue('');
        },
      }}
      percents={{
        disabled: false,
        onPick: (p) =>
          setValue(
            by === 'total'
              ? totalForPercent('2020', p, '0.01')
              : amountForPercent(PAIR, 'buy', '2020', p, '20000', '0.01'),
          ),
      }}
    />
  );
}

describe('entry', () => {
  it('leaves digits and one decimal point, a comma read as the point', () => {
    show(<Amount />);
    type('1,5a');
    expect(input().value).toBe('1.5');
    type('1.2.3');
    expect(input().value).toBe('1.23');
    expect(input().inputMode).toBe('decimal');
    expect(input().autocomplete).toBe('off');
  });

  it('keeps what was typed where the product checks it itself (shares, a bid)', () => {
    show(<Amount asTyped inputMode="numeric" maxLength={12} />);
    type('1.5x');
    expect(input().value).toBe('1.5x');
    expect(input().inputMode).toBe('numeric');
    expect(input().maxLength).toBe(12);
  });
});

describe('minimum and error', () => {
  it('shows the minimum as the hint, read with the input', () => {
    show(<Amount />);
    const hint = host.querySelector('.field-hint');
    expect(hint?.textContent).toBe('Minimum 10 USDT');
    expect(input().getAttribute('aria-describedby')).toBe(hint?.id);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error (or the server refusal) in place of the hint, as an alert the input points to', () => {
    show(<Amount error="The least amount of one order is 10 USDT" />);
    const error = host.querySelector('[role="alert"]');
    expect(error?.textContent).toBe('The least amount of one order is 10 USDT');
    expect(input().getAttribute('aria-describedby')).toBe(error?.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('.field-hint')).toBeNull();
  });
});

describe('Max', () => {
  it('fills in the most the product allows', () => {
    const onChange = vi.fn();
    show(<Amount max={{ value: '250.5' }} onChange={onChange} />);
    click('Max');
    expect(input().value).toBe('250.5');
    expect(onChange).toHaveBeenCalledWith('250.5');
  });

  it('is not offered while the most is not known, and is disabled when nothing fits', () => {
    show(<Amount max={{ value: null }} />);
    expect(host.querySelectorAll('button')).toHaveLength(0);
    show(<Amount max={{ value: '0', disabled: true }} />);
    expect(button('Max').disabled).toBe(true);
  });
});

describe('percentage steps', () => {
  const names = [
    '25% of available balance',
    '50% of available balance',
    '75% of available balance',
    '100% of available balance',
  ];

  it('offers 25, 50, 75 and 100 % of the available balance, disabled until it is known', () => {
    show(<Amount percents={{ disabled: true, onPick: () => {} }} />);
    expect(host.querySelector('fieldset')?.getAttribute('aria-label')).toBe('Share of available balance');
    expect(names.map((n) => button(n).disabled)).toEqual([true, true, true, true]);
    expect(names.map((n) => button(n).textContent)).toEqual(['25%', '50%', '75%', '100%']);
  });

  it('fills in what the product works out for the step (a total to spend, the fee on top)', () => {
    show(<Total />);
    click('50% of available balance');
    expect(input().value).toBe('500');
    click('100% of available balance');
    expect(input().value).toBe('1000');
  });
});

describe('unit switch', () => {
  const tab = (name: string) => [...host.querySelectorAll('[role="tab"]')].find((b) => b.textContent === name);

  it('says which unit the amount is typed in and converts the steps to it', () => {
    const onSwitch = vi.fn();
    show(<MarketBuy onSwitch={onSwitch} />);
    expect(host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Buy by');
    expect(tab('Amount (BTC)')?.getAttribute('aria-selected')).toBe('true');
    expect(host.querySelector('label')?.textContent).toBe('Amount (BTC)');
    click('50% of available balance');
    // 1,010 USDT at 20,000 with 1 % on top: 0.05 BTC.
    expect(input().value).toBe('0.05');

    act(() => (tab('Total (USDT)') as HTMLButtonElement).click());
    expect(onSwitch).toHaveBeenCalledWith('total');
    expect(tab('Total (USDT)')?.getAttribute('aria-selected')).toBe('true');
    expect(host.querySelector('label')?.textContent).toBe('Total to spend (USDT)');
    expect(input().value).toBe('');
    click('50% of available balance');
    expect(input().value).toBe('1000');
  });

  it('does nothing when the chosen unit is tapped again (what was typed stays)', () => {
    const onSwitch = vi.fn();
    show(<MarketBuy onSwitch={onSwitch} />);
    type('0.3');
    act(() => (tab('Amount (BTC)') as HTMLButtonElement).click());
    expect(onSwitch).not.toHaveBeenCalled();
    expect(input().value).toBe('0.3');
  });
});

describe('available balance line', () => {
  const source = (available: string | null, failed = false, retry = () => {}): BalanceSource => ({
    available: () => available,
    failed,
    retry,
  });
  const line = () => host.querySelector('[data-testid="earn-available"]');

  it('says it is loading rather than showing a made-up zero', () => {
    show(<Amount available={{ balances: source(null), currency: 'USDT', testId: 'earn-available' }} />);
    expect(host.querySelector('dt')?.textContent).toBe('Available (spot account)');
    expect(line()?.textContent).toBe('Loading…');
  });

  it('shows the amount in the currency, with the way to get funds', () => {
    show(<Amount available={{ balances: source('1234.5'), currency: 'USDT', testId: 'earn-available' }} />);
    expect(line()?.textContent).toBe('1,234.50 USDT');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/pages/fund/assets');
  });

  it('says it could not load, with a Retry that loads it again', () => {
    const retry = vi.fn();
    show(<Amount available={{ balances: source(null, true, retry), currency: 'USDT', testId: 'earn-available' }} />);
    expect(line()?.querySelector('[role="alert"]')?.textContent).toBe('Could not load Retry');
    click('Retry');
    expect(retry).toHaveBeenCalledOnce();
  });
});
