// @vitest-environment happy-dom
// The confirm sheet kit (src/ui/ConfirmSheet.tsx): closed while nothing is being confirmed; open,
// the product's summary rows, its note only when it has one, Confirm in the product's tone, and a
// failed send kept in view with Confirm sending again; sheetOf wires a money action to it, reading
// the form's data again only when the send was not done.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ConfirmSheet, sheetOf } from '../../src/ui/ConfirmSheet';
import { SummaryRow } from '../../src/ui/SummaryRow';

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
  act(() => root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>));
}

type Order = { side: 'buy' | 'sell'; amount: string; market: boolean };

function Confirm({
  confirming,
  sendError = null,
  onConfirm = () => {},
}: {
  confirming: Order | null;
  sendError?: string | null;
  onConfirm?: () => void;
}) {
  return (
    <ConfirmSheet
      confirming={confirming}
      busy={false}
      sendError={sendError}
      network={{ offline: false, describedBy: undefined, reason: null }}
      onClose={() => {}}
      onConfirm={onConfirm}
      title="Confirm order"
      tone={(c) => c.side}
      rows={(c) => (
        <SummaryRow label="Amount" testId="confirm-amount">
          {c.amount} BTC
        </SummaryRow>
      )}
      note={(c) => (c.market ? 'A market order fills at the best prices in the book.' : null)}
    />
  );
}

const confirmButton = () =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === 'Confirm') as HTMLButtonElement;

it('shows nothing while nothing is being confirmed', () => {
  show(<Confirm confirming={null} />);
  expect(host.querySelector('[role="dialog"]')).toBeNull();
});

it('shows the rows in a confirm list, the note only where there is one, and Confirm in the tone', () => {
  show(<Confirm confirming={{ side: 'sell', amount: '0.5', market: false }} />);
  expect(host.querySelector('[role="dialog"] h2')?.textContent).toBe('Confirm order');
  expect(host.querySelector('dl.summary-list.confirm-list [data-testid="confirm-amount"]')?.textContent).toBe(
    '0.5 BTC',
  );
  expect(host.querySelector('.confirm-note')).toBeNull();
  expect(confirmButton().className).toContain('confirm-sell');

  show(<Confirm confirming={{ side: 'buy', amount: '0.5', market: true }} />);
  expect(host.querySelector('.confirm-note')?.textContent).toBe('A market order fills at the best prices in the book.');
  expect(confirmButton().className).toContain('confirm-buy');
});

it('keeps a failed send in view, and Confirm sends again', () => {
  const onConfirm = vi.fn();
  show(
    <Confirm confirming={{ side: 'buy', amount: '1', market: false }} sendError="No answer" onConfirm={onConfirm} />,
  );
  expect(host.querySelector('[role="alert"]')?.textContent).toBe('No answer');
  act(() => confirmButton().click());
  expect(onConfirm).toHaveBeenCalledOnce();
});

it('wires a money action: Confirm sends, and only an answer that was not "done" reads the form again', async () => {
  const network = { offline: false, describedBy: undefined, reason: null };
  const afterRefusal = vi.fn();
  for (const [done, reloads] of [
    [true, 0],
    [false, 1],
  ] as const) {
    afterRefusal.mockClear();
    const action = {
      confirming: { n: 1 },
      busy: false,
      sendError: null,
      close: vi.fn(),
      send: vi.fn(async () => done),
    };
    const props = sheetOf(action, network, afterRefusal);
    expect(props.confirming).toEqual({ n: 1 });
    props.onClose();
    expect(action.close).toHaveBeenCalledOnce();
    props.onConfirm();
    await vi.waitFor(() => expect(action.send).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(afterRefusal).toHaveBeenCalledTimes(reloads);
  }
});
