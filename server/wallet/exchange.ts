// Coin exchange (spec §3 Transfer: number, from_currency_id, to_currency_id; the home "exchange"
// tile): converts one currency of the spot account into another at the recorded market price,
// which the user sees before confirming. Every exchange cites the ticks its price came from.
//
// The counterparty is Kestrel's exchange desk (a system account): the user's `from` goes to it and
// its `to` comes back, less the fee, which goes to the fee account.
import { createHash } from 'node:crypto';
import type { ExchangePair, ExchangeQuote, ExchangeResult } from '../../contract/wallet';
import { EXCHANGE_CURRENCIES } from '../../contract/wallet';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { parseAmount } from '../ledger/amounts';
import type { MoneyDesk } from '../ledger/money-desk';
import { walletMessages } from './messages';
import type { Prices } from './prices';
import { conversion, crossPrice, EXCHANGE_FEE_RATE, exchangeMinimum, isBelow, movedAgainst, parsePrice } from './rules';

const DESK = 'system:exchange-desk';
const FEES = 'system:fees';
const SPOT = 2;

const holderOf = (userId: string) => `user:${userId}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

type Deps = { ids: Ids; clock: Clock; desk: MoneyDesk; prices: Prices };

export function makeExchange({ ids, clock, desk, prices }: Deps) {
  function pairOf(from: string, to: string) {
    const known = (c: string) => (EXCHANGE_CURRENCIES as readonly string[]).includes(c);
    if (!known(from) || !known(to)) throw new Refusal(walletMessages.currencyUnknown);
    if (from === to) throw new Refusal(walletMessages.samePair);
  }

  async function quote(from: string, to: string): Promise<ExchangeQuote> {
    pairOf(from, to);
    const [f, t] = await Promise.all([prices.usdt(from), prices.usdt(to)]);
    return {
      from,
      to,
      price: crossPrice(f.price, t.price),
      fee_rate: EXCHANGE_FEE_RATE,
      min: exchangeMinimum(from, f.price),
      ticks: { ...f.ticks, ...t.ticks },
      time: Math.max(f.time, t.time),
    };
  }

  return {
    async pairs(): Promise<ExchangePair[]> {
      const all = await prices.usdtAll(EXCHANGE_CURRENCIES);
      const pairs: ExchangePair[] = [];
      for (const from of EXCHANGE_CURRENCIES) {
        const min = exchangeMinimum(from, all[from]?.price ?? '1');
        for (const to of EXCHANGE_CURRENCIES) if (to !== from) pairs.push({ from, to, min });
      }
      return pairs;
    },

    quote,

    async exchange(
      userId: string,
      input: { from: string; to: string; amount: string; shownPrice: string },
      key: string | null,
    ): Promise<ExchangeResult> {
      pairOf(input.from, input.to);
      const amount = parseAmount(input.amount, input.from);
      if (!amount) throw new Refusal(walletMessages.badAmount);
      const shown = input.shownPrice ? parsePrice(input.shownPrice) : null;
      if (input.shownPrice && !shown) throw new Refusal(walletMessages.badAmount);
      const now = await quote(input.from, input.to);
      if (shown && movedAgainst(shown, now.price)) throw new Refusal(walletMessages.priceMoved);
      if (isBelow(amount, now.min)) throw new Refusal(walletMessages.exchangeMinimum);
      const { gross, fee, received } = conversion(amount, now.price, input.to);
      const id = ids.id();
      const user = holderOf(userId);
      let created = 0;
      return desk.submit({
        userId,
        key,
        hash: hashOf(['exchange', input.from, input.to, amount, input.shownPrice]),
        entry: {
          kind: 'exchange',
          actor: user,
          requestId: key,
          memo: { exchange: id, from: input.from, to: input.to, price: now.price, ticks: now.ticks },
          postings: [
            { holder: user, account: SPOT, currency: input.from, field: 'available', amount: `-${amount}` },
            { holder: DESK, account: 0, currency: input.from, field: 'available', amount },
            { holder: DESK, account: 0, currency: input.to, field: 'available', amount: `-${gross}` },
            { holder: user, account: SPOT, currency: input.to, field: 'available', amount: received },
            ...(fee !== '0'
              ? [{ holder: FEES, account: 0, currency: input.to, field: 'available' as const, amount: fee }]
              : []),
          ],
        },
        answer: (): ExchangeResult => {
          created = clock.now();
          return {
            id,
            from: input.from,
            to: input.to,
            amount,
            price: now.price,
            fee,
            received,
            ticks: now.ticks,
            created_at: created,
          };
        },
        rows: async (trx, entryId) => {
          await trx
            .insertInto('coin_exchange')
            .values({
              id,
              user_id: userId,
              from_currency: input.from,
              to_currency: input.to,
              amount,
              price: now.price,
              fee,
              received,
              price_ticks: JSON.stringify(now.ticks),
              entry_id: entryId,
              created_at: created,
            })
            .execute();
        },
      });
    },
  };
}

export type Exchange = ReturnType<typeof makeExchange>;
