// The listed coin a wallet request names (spec §3 Coin: status 1 is listed), or a refusal.
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { walletMessages } from './messages';

export async function listedCoin(db: Db, coinId: number) {
  const coin = await db
    .selectFrom('coin')
    .selectAll()
    .where('id', '=', coinId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!coin) throw new Refusal(walletMessages.currencyUnknown);
  return coin;
}
