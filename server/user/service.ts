// The signed-in user's own data: profile, settings, notifications, withdrawal wallet addresses and
// bank cards (spec §2 settings screens, §3, §7 User).
import type { z } from 'zod';
import type {
  BankCard,
  Coin,
  InternationalCard,
  NotificationItem,
  Page,
  settingsRequest,
  UserInfo,
  WalletAddress,
} from '../../contract/user';
import {
  checkName,
  checkNickname,
  checkRequired,
  checkSignature,
  checkWalletAddress,
  hasSpecialChars,
  isDigits,
  isLettersOrDigits,
  lengthBetween,
  validationMessages,
} from '../../contract/validators';
import type { Actor, Safeguards } from '../auth/safeguards';
import { ensure } from '../core/check';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash, runOnce } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Files } from '../files/service';
import type { Kyc } from '../kyc/service';
import { userMessages } from './messages';

const MAX_ADDRESSES = 50;

type Deps = { db: Db; ids: Ids; clock: Clock; files: Files; kyc: Kyc; safeguards: Safeguards };

export function makeUsers({ db, ids, clock, files, kyc, safeguards }: Deps) {
  const touch = () => ({ updated_at: clock.now() });

  return {
    async info(userId: string): Promise<UserInfo> {
      const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      const state = await kyc.state(userId);
      return {
        id: u.id,
        email: u.email,
        area_code: u.area_code,
        mobile: u.mobile,
        nickname: u.nickname,
        signature: u.signature,
        head_portrait: u.head_portrait,
        credit_score: u.credit_score,
        invite_code: u.invite_code,
        lang: u.lang,
        fiat: u.fiat as UserInfo['fiat'],
        has_pay_password: u.pay_password_hash !== null,
        totp_enabled: u.totp_enabled === 1,
        anti_phishing_code: u.anti_phishing_code,
        real_level: state.level,
        real_status: state.status,
        created_at: u.created_at,
      };
    },

    async editProfile(userId: string, input: { nickname: string; signature?: string }) {
      ensure(checkNickname(input.nickname), input.signature ? checkSignature(input.signature) : null);
      await db
        .updateTable('users')
        .set({
          nickname: input.nickname,
          ...(input.signature !== undefined ? { signature: input.signature } : {}),
          ...touch(),
        })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Makes an uploaded picture the user's avatar; returns its public path. Under an
     * Idempotency-Key, the same picture sent again answers the first path and publishes no copy.
     */
    async setAvatar(userId: string, upload: string, key: string | null = null): Promise<string> {
      const fileId = await files.claim(userId, upload);
      if (!fileId) throw new Refusal(userMessages.pictureMissing);
      const hash = requestHash(['avatar', fileId]);
      const replay = await replayOf<string>(db, userId, key, hash);
      if (replay) return replay.answer;
      const publicPath = await files.publish(fileId, 'avatar');
      return db.transaction().execute((trx) =>
        runOnce(trx, clock.now(), userId, key, hash, async () => {
          await trx
            .updateTable('users')
            .set({ head_portrait: publicPath, ...touch() })
            .where('id', '=', userId)
            .execute();
          return publicPath;
        }),
      );
    },

    async saveSettings(userId: string, input: z.infer<typeof settingsRequest>) {
      const set: { lang?: string; fiat?: string } = {};
      if (input.lang) set.lang = input.lang;
      if (input.fiat) set.fiat = input.fiat;
      if (Object.keys(set).length)
        await db
          .updateTable('users')
          .set({ ...set, ...touch() })
          .where('id', '=', userId)
          .execute();
    },

    async notifications(
      userId: string,
      page: number,
      limit: number,
    ): Promise<Page<NotificationItem> & { unread: number }> {
      const base = db.selectFrom('notification').where('user_id', '=', userId);
      const [rows, total, unread] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        base
          .select((eb) => eb.fn.countAll().as('n'))
          .where('read', '=', 0)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          params: JSON.parse(r.params) as Record<string, string>,
          read: r.read === 1,
          created_at: r.created_at,
        })),
        total: Number(total.n),
        unread: Number(unread.n),
        page,
        limit,
      };
    },

    async readNotification(userId: string, id: string) {
      let q = db.updateTable('notification').set({ read: 1 }).where('user_id', '=', userId);
      if (id !== 'all') q = q.where('id', '=', id);
      await q.execute();
    },

    async coins(): Promise<Coin[]> {
      const rows = await db.selectFrom('coin').selectAll().where('status', '=', 1).orderBy('sort').execute();
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        subName: c.sub_name,
        type: c.type,
        status: c.status,
        image: c.image,
      }));
    },

    /**
     * Adds a withdrawal address: a security change (ADR 16), so the session must have proved its
     * owner again; the address may be used once the security hold has passed.
     */
    async saveWalletAddress(actor: Actor, input: { currency: number; name: string; address: string; qrcode: string }) {
      const userId = actor.userId;
      // The label is the user's own name for the address ("Ledger", "Wallet 2"), not a person's name.
      if (!input.name.trim()) throw new Refusal(userMessages.labelRequired);
      if (!lengthBetween(input.name.trim(), 1, 20) || hasSpecialChars(input.name))
        throw new Refusal(userMessages.labelInvalid);
      ensure(checkRequired(input.address, 'walletAddress'), checkWalletAddress(input.address));
      const coin = await db
        .selectFrom('coin')
        .select('id')
        .where('id', '=', input.currency)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!coin) throw new Refusal(userMessages.coinUnknown);
      const qr = input.qrcode ? await files.claim(userId, input.qrcode) : null;
      if (!qr) throw new Refusal(validationMessages.qrCodeRequired);
      await safeguards.change(
        actor,
        'wallet_address',
        async (trx) => {
          // The user's row is locked first (a no-op update), so saves sent at once (repeated taps)
          // wait for each other and each sees the addresses the others saved.
          await trx
            .updateTable('users')
            .set((eb) => ({ updated_at: eb.ref('updated_at') }))
            .where('id', '=', userId)
            .execute();
          const existing = await trx
            .selectFrom('wallet_address')
            .select('address')
            .where('user_id', '=', userId)
            .execute();
          if (existing.length >= MAX_ADDRESSES) throw new Refusal(userMessages.addressLimit, { max: MAX_ADDRESSES });
          if (existing.some((e) => e.address === input.address)) throw new Refusal(userMessages.addressExists);
          await trx
            .insertInto('wallet_address')
            .values({
              id: ids.id(),
              user_id: userId,
              coin_id: input.currency,
              name: input.name,
              address: input.address,
              qrcode_file_id: qr,
              created_at: clock.now(),
              usable_at: safeguards.usableFrom(),
            })
            .execute();
        },
        { hold: false },
      );
    },

    async walletAddresses(userId: string, page: number, limit: number): Promise<Page<WalletAddress>> {
      const base = db.selectFrom('wallet_address').where('wallet_address.user_id', '=', userId);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('coin', 'coin.id', 'wallet_address.coin_id')
          .select([
            'wallet_address.id',
            'wallet_address.coin_id',
            'coin.name as coin_name',
            'coin.sub_name',
            'wallet_address.name',
            'wallet_address.address',
            'wallet_address.qrcode_file_id',
            'wallet_address.created_at',
            'wallet_address.usable_at',
          ])
          .orderBy('wallet_address.created_at', 'desc')
          .orderBy('wallet_address.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      const data = await Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          currency: r.coin_id,
          coin_name: r.coin_name,
          sub_name: r.sub_name,
          name: r.name,
          address: r.address,
          qrcode: await files.url(r.qrcode_file_id),
          created_at: r.created_at,
          usable_at: Number(r.usable_at),
        })),
      );
      return { data, total: Number(total.n), page, limit };
    },

    /** One of the user's saved withdrawal addresses, with its coin; null when it is not theirs. */
    async walletAddress(userId: string, id: string) {
      return (
        (await db
          .selectFrom('wallet_address')
          .innerJoin('coin', 'coin.id', 'wallet_address.coin_id')
          .select(['wallet_address.id', 'wallet_address.coin_id', 'wallet_address.name', 'wallet_address.address'])
          .select('wallet_address.usable_at')
          .select(['coin.name as coin_name', 'coin.sub_name'])
          .where('wallet_address.id', '=', id)
          .where('wallet_address.user_id', '=', userId)
          .executeTakeFirst()) ?? null
      );
    },

    async deleteWalletAddress(userId: string, id: string) {
      const res = await db
        .deleteFrom('wallet_address')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw new Refusal(userMessages.addressUnknown);
    },

    /** Saves a bank card: a security change like a withdrawal address, usable once the hold has passed. */
    async saveBankCard(actor: Actor, kind: 'domestic' | 'international', card: BankCard | InternationalCard) {
      // Spec §5: every bank field is required.
      if (Object.values(card).some((v) => !String(v).trim())) throw new Refusal(userMessages.fieldRequired);
      ensure(checkName(card.real_name));
      // Domestic accounts are digits; international ones may be IBANs (letters and digits).
      const account = card.bank_account.replace(/[\s-]/g, '');
      const valid = kind === 'domestic' ? isDigits(account) : isLettersOrDigits(account);
      if (!valid || account.length < 6 || account.length > 34) throw new Refusal(userMessages.accountInvalid);
      const fields = JSON.stringify(card);
      const row = { fields, updated_at: clock.now(), usable_at: safeguards.usableFrom() };
      await safeguards.change(
        actor,
        'bank_card',
        async (trx) => {
          await trx
            .insertInto('bank_card')
            .values({ user_id: actor.userId, kind, ...row })
            .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(row))
            .execute();
        },
        { hold: false },
      );
    },

    /** When withdrawals to the user's saved card may start (0 when there is none). */
    async bankCardUsableAt(userId: string, kind: 'domestic' | 'international'): Promise<number> {
      const row = await db
        .selectFrom('bank_card')
        .select('usable_at')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(row?.usable_at ?? 0);
    },

    async bankCard<T extends BankCard | InternationalCard>(
      userId: string,
      kind: 'domestic' | 'international',
    ): Promise<T | null> {
      const row = await db
        .selectFrom('bank_card')
        .select('fields')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? (JSON.parse(row.fields) as T) : null;
    },
  };
}

export type Users = ReturnType<typeof makeUsers>;
