// Recharges (spec §2 receive, §3 Recharge): the user's deposit address per coin, a declared
// deposit with its payment voucher, and the review that credits it through the ledger. The review
// is a domain function the operator back office will call; a recharge is decided once.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { Realtime } from '../core/realtime';
import type { Signer } from '../core/secret';
import type { Files } from '../files/service';
import type { Decision } from '../kyc/service';
import { parseAmount } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import type { Notifier } from '../user/notifier';
import { depositAddress } from './addresses';
import { listedCoin } from './coins';
import { walletMessages } from './messages';
import { decideOnce, reasonOf } from './review';

const EXTERNAL = 'system:external-deposits';

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  signer: Signer;
  files: Files;
  ledger: Ledger;
  notifier: Notifier;
  realtime: () => Realtime | null;
};

export type RechargeRow = {
  id: string;
  coin_id: number;
  currency: string;
  network: string;
  address: string;
  amount: string;
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
};

export function makeRecharges({ db, ids, clock, signer, files, ledger, notifier, realtime }: Deps) {
  const coinOf = (coinId: number) => listedCoin(db, coinId);

  return {
    async address(userId: string, coinId: number) {
      const coin = await coinOf(coinId);
      const address = depositAddress(signer, userId, coin.sub_name);
      return {
        coin_id: coin.id,
        currency: coin.name,
        network: coin.sub_name,
        address,
        qrcode: await QRCode.toDataURL(address, { margin: 1, width: 240 }),
      };
    },

    async request(userId: string, input: { coinId: number; amount: string; voucher: string }, key: string | null) {
      const coin = await coinOf(input.coinId);
      const amount = parseAmount(input.amount, coin.name);
      if (!amount) throw new Refusal(walletMessages.badAmount);
      const voucher = input.voucher ? await files.claim(userId, input.voucher) : null;
      if (!voucher) throw new Refusal(walletMessages.voucherRequired);
      // Sent again from the offline queue after a dropped reply, it files one recharge, not two.
      const requestHash = createHash('sha256')
        .update(JSON.stringify(['recharge', coin.id, amount, voucher]))
        .digest('hex');
      return ledger.write((trx) =>
        ledger.once(trx, userId, key, requestHash, async () => {
          const id = ids.id();
          await trx
            .insertInto('recharge')
            .values({
              id,
              user_id: userId,
              coin_id: coin.id,
              currency: coin.name,
              address: depositAddress(signer, userId, coin.sub_name),
              amount,
              voucher_file_id: voucher,
              state: 'review',
              reason: null,
              reviewer: null,
              entry_id: null,
              created_at: clock.now(),
              reviewed_at: null,
            })
            .execute();
          return { id, state: 'review' as const };
        }),
      );
    },

    async log(userId: string, page: number, limit: number): Promise<RechargeRow[]> {
      const rows = await db
        .selectFrom('recharge')
        .innerJoin('coin', 'coin.id', 'recharge.coin_id')
        .select([
          'recharge.id',
          'recharge.coin_id',
          'recharge.currency',
          'coin.sub_name as network',
          'recharge.address',
          'recharge.amount',
          'recharge.state',
          'recharge.reason',
          'recharge.created_at',
          'recharge.reviewed_at',
        ])
        .where('recharge.user_id', '=', userId)
        .orderBy('recharge.created_at', 'desc')
        .orderBy('recharge.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows;
    },

    /** The review decision: approval credits the change account through the ledger, once. */
    async review(rechargeId: string, decision: Decision) {
      const reason = reasonOf(decision);
      const now = clock.now();
      const row = await ledger.write(async (trx) => {
        const found = await decideOnce(trx, 'recharge', rechargeId, decision, reason, now);
        if (decision.approve) {
          const entryId = await ledger.post(trx, {
            kind: 'recharge',
            actor: decision.reviewer,
            memo: { recharge: rechargeId },
            postings: [
              {
                holder: EXTERNAL,
                account: 0,
                currency: found.currency,
                field: 'available',
                amount: `-${found.amount}`,
              },
              {
                holder: `user:${found.user_id}`,
                account: 2,
                currency: found.currency,
                field: 'available',
                amount: found.amount,
              },
            ],
          });
          await trx.updateTable('recharge').set({ entry_id: entryId }).where('id', '=', rechargeId).execute();
        }
        await notifier.notify(
          found.user_id,
          decision.approve ? 'recharge_approved' : 'recharge_rejected',
          decision.approve ? { amount: found.amount, currency: found.currency } : { reason },
          trx,
        );
        await decision.within?.(trx);
        return found;
      });
      realtime()?.publish('wallet', { kind: 'recharge', id: rechargeId }, `user:${row.user_id}`);
    },
  };
}

export type Recharges = ReturnType<typeof makeRecharges>;
