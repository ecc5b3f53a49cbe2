// Withdrawals (spec §2 withdraw, §6 limits): to a saved wallet address, a bank card or an
// international bank card, from the spot account. The request freezes the amount; the review —
// a domain function the operator back office calls — pays it out (debits the frozen amount, the
// fee to the fee account) or releases it. Each is decided once, even by two reviewers at once.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { WithdrawInfo, WithdrawItem, WithdrawMethod, withdrawRequest } from '../../contract/wallet';
import type { Safeguards } from '../auth/safeguards';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { DAY } from '../core/rateLimit';
import type { Realtime } from '../core/realtime';
import type { Decision, Kyc } from '../kyc/service';
import { parseAmount } from '../ledger/amounts';
import type { Ledger, Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import type { Notifier } from '../user/notifier';
import type { Users } from '../user/service';
import { listedCoin } from './coins';
import { walletMessages } from './messages';
import type { PaymentCheck } from './payment-check';
import type { Prices } from './prices';
import { decideOnce, reasonOf } from './review';
import { BANK_TERMS, btcValue, sum, WITHDRAW_LIMIT_BTC, WITHDRAW_TERMS, withdrawalFee, withinLimit } from './rules';

const EXTERNAL = 'system:external-withdrawals';
const FEES = 'system:fees';
const SPOT = 2;

const holderOf = (userId: string) => `user:${userId}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  ledger: Ledger;
  desk: MoneyDesk;
  prices: Prices;
  kyc: Kyc;
  safeguards: Safeguards;
  users: Users;
  payment: PaymentCheck;
  notifier: Notifier;
  realtime: () => Realtime | null;
};

export function makeWithdrawals({
  desk,
  db,
  ids,
  clock,
  ledger,
  prices,
  kyc,
  safeguards,
  users,
  payment,
  notifier,
  realtime,
}: Deps) {
  const coinOf = (coinId: number) => listedCoin(db, coinId);

  /** BTC value withdrawn in the last 24 h (requests under review count: their money is frozen). */
  async function usedBtc(trx: Trx, userId: string): Promise<string> {
    const rows = await trx
      .selectFrom('withdrawal')
      .select('btc_value')
      .where('user_id', '=', userId)
      .where('state', '!=', 'rejected')
      .where('created_at', '>', clock.now() - DAY)
      .execute();
    return sum(rows.map((r) => r.btc_value));
  }

  async function available(userId: string, currency: string): Promise<string> {
    const rows = await ledger.balances(holderOf(userId));
    return rows.find((r) => r.account === SPOT && r.currency === currency)?.available ?? '0';
  }

  /** Where the money goes, as it is at the request (a later edit of the card does not change it). */
  async function destinationOf(userId: string, coin: { id: number; name: string }, input: Input) {
    if (input.method === 'address') {
      const saved = input.address_id ? await users.walletAddress(userId, input.address_id) : null;
      if (!saved) throw new Refusal(walletMessages.addressUnknown);
      if (saved.coin_id !== coin.id) throw new Refusal(walletMessages.addressCoinMismatch);
      safeguards.refuseNewDestination(Number(saved.usable_at));
      return { name: saved.name, address: saved.address, network: saved.sub_name };
    }
    if (coin.name !== 'USDT') throw new Refusal(walletMessages.bankUsdtOnly);
    const kind = input.method === 'bank' ? 'domestic' : 'international';
    const card = await users.bankCard(userId, kind);
    if (!card) throw new Refusal(walletMessages.bankCardMissing);
    safeguards.refuseNewDestination(await users.bankCardUsableAt(userId, kind));
    return card;
  }

  type Input = z.infer<typeof withdrawRequest>;
  /** The answer to a withdrawal request (and to its replays). */
  type Filed = { id: string; state: 'review'; amount: string; fee: string; received: string };

  return {
    async info(userId: string, coinId: number): Promise<WithdrawInfo> {
      const coin = await coinOf(coinId);
      const terms = WITHDRAW_TERMS[coin.id];
      if (!terms) throw new Refusal(walletMessages.currencyUnknown);
      const [level, balance, used, user, safe] = await Promise.all([
        kyc.level(userId),
        available(userId, coin.name),
        usedBtc(db, userId),
        users.info(userId),
        safeguards.state(userId),
      ]);
      const limit = level === 0 ? '0' : WITHDRAW_LIMIT_BTC[level];
      return {
        coin_id: coin.id,
        currency: coin.name,
        network: coin.sub_name,
        available: balance,
        fee: terms.fee,
        min: terms.min,
        bank: coin.name === 'USDT' ? { rate: BANK_TERMS.rate, min_fee: BANK_TERMS.minFee, min: BANK_TERMS.min } : null,
        level,
        limit_btc: limit,
        used_btc: used,
        remaining_btc: level === 0 ? '0' : withinLimit(level, used, '0').remaining,
        has_pay_password: user.has_pay_password,
        totp_enabled: user.totp_enabled,
        frozen: safe.frozen,
        withdraw_hold_until: safe.withdraw_hold_until,
      };
    },

    /**
     * Freezes the amount and files the withdrawal for review. The route has answered 998 to the
     * unverified. A replay of a keyed request is answered first, with the first answer: before the
     * pay password is tried (a replay must not count as a try) or any state is checked again.
     */
    async request(userId: string, input: Input, key: string | null) {
      const coin = await coinOf(input.currency);
      const amount = parseAmount(input.amount, coin.name);
      if (!amount) throw new Refusal(walletMessages.badAmount);
      const requestHash = hashOf(['withdraw', input.currency, input.method, input.address_id, amount, input.remark]);
      const replay = await replayOf<Filed>(db, userId, key, requestHash);
      if (replay) return replay.answer;
      await payment.allowed(userId);
      const destination = await destinationOf(userId, coin, input);
      const priced = withdrawalFee(coin.id, coin.name, input.method, amount);
      if (!priced.ok) throw new Refusal(walletMessages.belowMinimum, { min: priced.min, currency: coin.name });
      await payment.proved(userId, { payPassword: input.pay_password, totpCode: input.totp_code });
      const level = (await kyc.level(userId)) as 1 | 2;
      const [price, btc] = await Promise.all([prices.usdt(coin.name), prices.usdt('BTC')]);
      const value = btcValue(amount, price.price, btc.price);
      const ticks = { ...price.ticks, ...btc.ticks };

      const id = ids.id();
      const result = await desk.submit<Filed>({
        userId,
        key,
        hash: requestHash,
        // Counted in the batch's transaction, one request of the user's per batch, so two requests
        // at once cannot both fit the same headroom.
        check: {
          scope: `withdraw:${userId}`,
          run: async (trx) => {
            const limit = withinLimit(level, await usedBtc(trx, userId), value);
            return limit.ok ? null : new Refusal(walletMessages.withdrawLimit, { remaining: limit.remaining });
          },
        },
        entry: {
          kind: 'withdraw_freeze',
          actor: holderOf(userId),
          requestId: key,
          memo: { withdrawal: id },
          postings: [
            { holder: holderOf(userId), account: SPOT, currency: coin.name, field: 'available', amount: `-${amount}` },
            { holder: holderOf(userId), account: SPOT, currency: coin.name, field: 'frozen', amount },
          ],
        },
        answer: () => ({ id, state: 'review' as const, amount, fee: priced.fee, received: priced.received }),
        rows: async (trx, freeze) => {
          await trx
            .insertInto('withdrawal')
            .values({
              id,
              user_id: userId,
              coin_id: coin.id,
              currency: coin.name,
              method: input.method,
              destination: JSON.stringify(destination),
              amount,
              fee: priced.fee,
              received: priced.received,
              btc_value: value,
              price_ticks: JSON.stringify(ticks),
              remark: input.remark,
              state: 'review',
              reason: null,
              reviewer: null,
              freeze_entry_id: freeze,
              entry_id: null,
              created_at: clock.now(),
              reviewed_at: null,
            })
            .execute();
        },
      });
      realtime()?.publish('wallet', { kind: 'withdraw', id: result.id }, holderOf(userId));
      return result;
    },

    async list(userId: string, page: number, limit: number): Promise<WithdrawItem[]> {
      const rows = await db
        .selectFrom('withdrawal')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        coin_id: r.coin_id,
        currency: r.currency,
        method: r.method,
        destination: describeDestination(r.method, JSON.parse(r.destination)),
        amount: r.amount,
        fee: r.fee,
        received: r.received,
        remark: r.remark,
        state: r.state,
        reason: r.reason,
        created_at: Number(r.created_at),
        reviewed_at: r.reviewed_at === null ? null : Number(r.reviewed_at),
      }));
    },

    /** The review decision: approval pays out the frozen amount (fee to the fee account); rejection releases it. */
    async review(withdrawalId: string, decision: Decision) {
      const reason = reasonOf(decision);
      const now = clock.now();
      const row = await ledger.write(async (trx) => {
        const w = await decideOnce(trx, 'withdrawal', withdrawalId, decision, reason, now);
        const user = holderOf(w.user_id);
        const unfreeze = {
          holder: user,
          account: SPOT,
          currency: w.currency,
          field: 'frozen' as const,
          amount: `-${w.amount}`,
        };
        const entryId = await ledger.post(trx, {
          kind: decision.approve ? 'withdraw_paid' : 'withdraw_released',
          actor: decision.reviewer,
          memo: { withdrawal: w.id },
          postings: decision.approve
            ? [
                unfreeze,
                { holder: EXTERNAL, account: 0, currency: w.currency, field: 'available', amount: w.received },
                ...(w.fee !== '0'
                  ? [{ holder: FEES, account: 0, currency: w.currency, field: 'available' as const, amount: w.fee }]
                  : []),
              ]
            : [unfreeze, { holder: user, account: SPOT, currency: w.currency, field: 'available', amount: w.amount }],
        });
        await trx.updateTable('withdrawal').set({ entry_id: entryId }).where('id', '=', withdrawalId).execute();
        await notifier.notify(
          w.user_id,
          decision.approve ? 'withdraw_approved' : 'withdraw_rejected',
          decision.approve ? { amount: w.amount, currency: w.currency } : { reason },
          trx,
        );
        await decision.within?.(trx);
        return w;
      });
      realtime()?.publish('wallet', { kind: 'withdraw', id: withdrawalId }, holderOf(row.user_id));
    },

    /** Withdrawals waiting for review, oldest first (the operator's queue). */
    async pending(limit = 50) {
      return db
        .selectFrom('withdrawal')
        .select(['id', 'user_id', 'currency', 'amount', 'method', 'created_at'])
        .where('state', '=', 'review')
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },
  };
}

/** The destination in a line: an address as it is; a bank card as its bank and last four digits. */
function describeDestination(method: WithdrawMethod, d: Record<string, string>): string {
  if (method === 'address') return d.address ?? '';
  const account = String(d.bank_account ?? '').replace(/\s/g, '');
  return `${d.bank_name ?? ''} ···· ${account.slice(-4)}`.trim();
}

export type Withdrawals = ReturnType<typeof makeWithdrawals>;
