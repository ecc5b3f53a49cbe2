// @vitest-environment happy-dom
// The money action's rules (src/state/useMoneyAction.ts), tested once for every product that
// sends money through it: when the Idempotency-Key stays and when it changes, where a refusal and
// an unknown outcome go, and that one tap sends once.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { ui } from '../../src/state/ui';
import { type MoneyActionOptions, useMoneyAction } from '../../src/state/useMoneyAction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Order = { amount: string; side?: string };
type Options = MoneyActionOptions<Order, string, 'amount' | 'action'>;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

type Hook = { current: ReturnType<typeof useMoneyAction<Order, string, 'amount' | 'action'>> };

/** A bare component that hands the hook's latest return to the test. */
function Probe({ o, hook }: { o: Options; hook: Hook }) {
  hook.current = useMoneyAction(o);
  return null;
}

/** Mounts the hook; `rerender` passes new options, as a screen's render does. */
function mount(options: Options) {
  const root = createRoot(document.createElement('div'));
  const hook: Hook = { current: undefined as never };
  const rerender = (o: Options) => act(() => root.render(<Probe o={o} hook={hook} />));
  rerender(options);
  unmounts.push(() => act(() => root.unmount()));
  return { hook, rerender };
}

/** A send that answers each call with the next of `answers` (an Error is thrown), recording the keys. */
function sender(...answers: (string | Error)[]) {
  const keys: string[] = [];
  const send = vi.fn(async (_: Order, key: string) => {
    keys.push(key);
    const answer = answers.shift() ?? 'ok';
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { keys, send };
}

const lost = () => new ApiError('network', 'Network unavailable');
const refused = (code?: string) => new ApiError('refused', 'Insufficient balance', 400, code);

async function confirm(hook: Hook, order: Order = { amount: '5' }) {
  act(() => hook.current.review(order));
  let done = false;
  await act(async () => {
    done = await hook.current.send();
  });
  return done;
}

describe('the Idempotency-Key', () => {
  it('stays the same when confirming again after an unknown outcome', async () => {
    const { keys, send } = sender(lost(), lost(), 'ok');
    const { hook } = mount({ identity: [1, '5'], send });
    expect(await confirm(hook)).toBe(false);
    expect(hook.current.status).toBe('unknown');
    expect(hook.current.sendError).toBe('Network unavailable');
    expect(hook.current.confirming).not.toBeNull();
    // Confirm again in the open sheet…
    await act(async () => void (await hook.current.send()));
    // …or close it and review the same order again.
    act(() => hook.current.close());
    expect(await confirm(hook)).toBe(true);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('changes once the server has answered, done or refused', async () => {
    const { keys, send } = sender('ok', refused(), 'ok');
    const { hook } = mount({ identity: [1, '5'], send });
    await confirm(hook);
    await confirm(hook);
    await confirm(hook);
    expect(new Set(keys).size).toBe(3);
  });

  it('changes when the action’s identity does', async () => {
    const { keys, send } = sender(lost(), lost());
    const options: Options = { identity: [1, '5'], send };
    const { hook, rerender } = mount(options);
    await confirm(hook);
    act(() => hook.current.close());
    rerender({ ...options, identity: [1, '6'] });
    await confirm(hook, { amount: '6' });
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is one per part of the identity chosen in the review', async () => {
    const { keys, send } = sender(lost(), lost(), lost());
    const { hook } = mount({ identity: [1, '5'], keyPart: (o) => o.side ?? '', send });
    await confirm(hook, { amount: '5', side: 'up' });
    await confirm(hook, { amount: '5', side: 'down' });
    await confirm(hook, { amount: '5', side: 'up' });
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[0]);
  });

  it('stays when a refusal holds the sheet open (nothing was done)', async () => {
    const { keys, send } = sender(refused('wallet.pay_password_wrong'), 'ok');
    const { hook } = mount({ identity: [1], send, heldOpen: (e) => e.code === 'wallet.pay_password_wrong' });
    await confirm(hook);
    expect(hook.current.status).toBe('confirming');
    expect(hook.current.refusal).toBeNull();
    await act(async () => void (await hook.current.send()));
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the outcome', () => {
  it('done: the sheet closes, the toast shows and the caller is told', async () => {
    const onDone = vi.fn();
    const { send } = sender('order 7');
    const { hook } = mount({ identity: [1], send, toast: (reply) => `Placed ${reply}`, onDone });
    expect(await confirm(hook, { amount: '5' })).toBe(true);
    expect(hook.current.status).toBe('done');
    expect(hook.current.confirming).toBeNull();
    expect(ui.toasts.map((t) => t.text)).toEqual(['Placed order 7']);
    expect(onDone).toHaveBeenCalledWith('order 7', { amount: '5' });
    expect(send).toHaveBeenCalledWith({ amount: '5' }, expect.any(String));
  });

  it('refused: kept with its code where the caller places it, until the next review', async () => {
    const { send } = sender(refused('ledger.insufficient_balance'), lost());
    const placeRefusal = vi.fn(async () => 'amount' as const);
    const { hook } = mount({ identity: [1], send, placeRefusal });
    await confirm(hook);
    expect(hook.current.confirming).toBeNull();
    expect(hook.current.refusal).toEqual({
      message: 'Insufficient balance',
      code: 'ledger.insufficient_balance',
      at: 'amount',
    });
    expect(placeRefusal).toHaveBeenCalledWith(expect.any(ApiError), { amount: '5' });
    act(() => hook.current.review({ amount: '5' }));
    expect(hook.current.refusal).toBeNull();
  });

  it('refused: still closes the sheet when placing it fails', async () => {
    const placeRefusal = async (): Promise<'amount'> => {
      throw new TypeError('Failed to fetch');
    };
    const { hook } = mount({ identity: [1], send: sender(refused()).send, placeRefusal });
    act(() => hook.current.review({ amount: '5' }));
    let thrown: unknown = null;
    await act(async () => {
      await hook.current.send().catch((err: unknown) => {
        thrown = err;
      });
    });
    expect(thrown).toBeInstanceOf(TypeError);
    expect(hook.current.busy).toBe(false);
    expect(hook.current.confirming).toBeNull();
    expect(hook.current.refusal?.message).toBe('Insufficient balance');
  });

  it('refused: an edit clears it', async () => {
    const { hook } = mount({ identity: [1], send: sender(refused()).send });
    await confirm(hook);
    expect(hook.current.refusal?.at).toBeNull();
    act(() => hook.current.clearRefusal());
    expect(hook.current.status).toBe('idle');
  });

  it('an ended session closes the sheet without a message', async () => {
    const { hook } = mount({ identity: [1], send: sender(new ApiError('session', 'Please log in')).send });
    expect(await confirm(hook)).toBe(false);
    expect(hook.current.status).toBe('idle');
    expect(hook.current.confirming).toBeNull();
    expect(hook.current.sendError).toBeNull();
    expect(hook.current.refusal).toBeNull();
  });

  it('sends once however often Confirm is tapped, and the sheet cannot be closed meanwhile', async () => {
    let answer: (reply: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { hook } = mount({ identity: [1], send });
    act(() => hook.current.review({ amount: '5' }));
    const tap = hook.current.send;
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = tap();
      second = tap();
    });
    expect(hook.current.busy).toBe(true);
    act(() => hook.current.close());
    expect(hook.current.confirming).not.toBeNull();
    await act(async () => answer('ok'));
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
