// Wallet: balances per account, moving funds between a user's accounts, and demo funds. Every
// change is a ledger entry (server/ledger); this area decides which postings a request makes.
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { AccountId, AccountTransferRow, BalanceRow, DemoCoin } from '../../contract/wallet';
import { ACCOUNTS } from '../../contract/wallet';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { DAY, type RateLimiter } from '../core/rateLimit';
import { CURRENCIES, listedWith, parseAmount } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import { isStatementLead } from '../ledger/tables';
import { walletMessages } from './messages';

/** Demo funds one request may add (spec: "bounded"), and how many requests a day. */
export const FAUCET_MAX: Record<string, string> = { USDT: '10000', BTC: '1', ETH: '10' };
const FAUCET_PER_DAY = { windowMs: DAY, max: 20 };
const DEMO_HOLDER = 'system:demo-funds';

const userHolder = (userId: string) => `user:${userId}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function makeWallet(db: Db, ledger: Ledger, desk: MoneyDesk, limiter: RateLimiter) {
  function amountOf(currency: string, value: string): string {
    if (!CURRENCIES.includes(currency)) throw new Refusal(walletMessages.currencyUnknown);
    const amount = parseAmount(value, currency);
    if (!amount) throw new Refusal(walletMessages.badAmount);
    return amount;
  }

  return {
    async balances(userId: string): Promise<BalanceRow[]> {
      const rows = await ledger.balances(userHolder(userId));
      const found = new Map(rows.map((r) => [`${r.account}|${r.currency}`, r]));
      // The wallet's coins always; a traded coin once the user has ever held it.
      const currencies = listedWith(rows.map((r) => r.currency));
      return (Object.keys(ACCOUNTS).map(Number) as AccountId[]).flatMap((account) =>
        currencies.map((currency) => {
          const r = found.get(`${account}|${currency}`);
          return { account, currency, available: r?.available ?? '0', frozen: r?.frozen ?? '0' };
        }),
      );
    },

    /** Each coin offered, with whether the user has ever taken it (into any account). */
    async demoCoins(userId: string): Promise<DemoCoin[]> {
      const taken = await db
        .selectFrom('ledger_posting as p')
        .innerJoin('ledger_entry as e', 'e.id', 'p.entry_id')
        .select('p.currency')
        .distinct()
        .where('p.holder', '=', userHolder(userId))
        .where(isStatementLead('p'))
        .where('p.currency', 'in', Object.keys(FAUCET_MAX))
        .where('e.kind', '=', 'demo_funds')
        .execute();
      const took = new Set(taken.map((r) => r.currency));
      return Object.entries(FAUCET_MAX).map(([currency, amount]) => ({ currency, amount, taken: took.has(currency) }));
    },

    async faucet(userId: string, input: { currency: string; amount: string; account: AccountId }, key: string | null) {
      const amount = amountOf(input.currency, input.amount);
      const max = FAUCET_MAX[input.currency] ?? '0';
      if (new Decimal(amount).gt(max)) {
        throw new Refusal(walletMessages.faucetLimit, { max, currency: input.currency });
      }
      // Counted before the write transaction, which holds the (SQLite) connection to itself.
      if (!(await limiter.hit(`faucet:${userId}`, FAUCET_PER_DAY)).allowed) {
        throw new Refusal(walletMessages.faucetDaily);
      }
      // The spot account's request hashes as before the account could be chosen, so a key sent
      // then still answers the same.
      const request = ['faucet', input.currency, amount, ...(input.account === 2 ? [] : [input.account])];
      const user = userHolder(userId);
      return desk.submit({
        userId,
        key,
        hash: hashOf(request),
        entry: {
          kind: 'demo_funds',
          actor: user,
          requestId: key,
          postings: [
            { holder: DEMO_HOLDER, account: 0, currency: input.currency, field: 'available', amount: `-${amount}` },
            { holder: user, account: input.account, currency: input.currency, field: 'available', amount },
          ],
        },
        answer: () => ({ currency: input.currency, amount, account: input.account }),
      });
    },

    async transfer(
      userId: string,
      input: { currency: string; amount: string; from: AccountId; to: AccountId },
      key: string | null,
    ) {
      const amount = amountOf(input.currency, input.amount);
      if (input.from === input.to) throw new Refusal(walletMessages.sameAccount);
      const user = userHolder(userId);
      return desk.submit({
        userId,
        key,
        hash: hashOf(['transfer', input.currency, amount, input.from, input.to]),
        entry: {
          kind: 'account_transfer',
          actor: user,
          requestId: key,
          memo: { from: input.from, to: input.to },
          postings: [
            { holder: user, account: input.from, currency: input.currency, field: 'available', amount: `-${amount}` },
            { holder: user, account: input.to, currency: input.currency, field: 'available', amount },
          ],
        },
        answer: (id) => ({ id, currency: input.currency, amount, from_field: input.from, to_field: input.to }),
      });
    },

    async transferHistory(userId: string, page: number, limit: number): Promise<AccountTransferRow[]> {
      const rows = await db
        .selectFrom('ledger_entry as e')
        // Found through the transfer's first posting, its statement lead (ADR 12); the second
        // is the amount received.
        .innerJoin('ledger_posting as p', (j) => j.onRef('p.entry_id', '=', 'e.id').on('p.seq', '=', 0))
        .innerJoin('ledger_posting as q', (j) => j.onRef('q.entry_id', '=', 'e.id').on('q.seq', '=', 1))
        .select(['e.id', 'e.memo', 'e.created_at', 'q.currency', 'q.amount'])
        .where('e.kind', '=', 'account_transfer')
        .where('p.holder', '=', userHolder(userId))
        .where(isStatementLead('p'))
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows.map((r) => {
        const memo = JSON.parse(r.memo) as { from: AccountId; to: AccountId };
        return {
          id: r.id,
          currency: r.currency,
          amount: r.amount,
          from_field: memo.from,
          to_field: memo.to,
          created_at: r.created_at,
        };
      });
    },
  };
}

export type Wallet = ReturnType<typeof makeWallet>;
