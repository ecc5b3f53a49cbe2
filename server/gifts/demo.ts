// The demo gift (outside production; issue 39): so a new user can try claiming at once, the demo
// desk (`system:gift-demo`, demo money of no value) keeps one open gift of 100 random parts of
// 100 USDT, its message saying it is a demo. When it is used up or expires (the rest goes back to
// the desk as any gift's does) the 'gifts.demo' sweep sends a new one. Its code is offered by
// GET /gift/config (`demo_code`) and shown on the claim screen, labelled demo.
import { splitGift } from '../../contract/gift-rules';
import type { Clock } from '../core/clock';
import type { Ids } from '../core/ids';
import type { SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { GIFT_DEMO, sendEntry } from './money';
import { drawUniform, giftByCode, newGiftCode } from './store';

const DEMO = { currency: 'USDT', amount: '100', parts: 100, mode: 'random' as const };
const HOUR = 3_600_000;
/** A new demo gift is sent this long before the current one expires, so one is always open. */
const RENEW_BEFORE = HOUR;

export function makeGiftDemo({ ledger, ids, clock }: { ledger: Ledger; ids: Ids; clock: Clock }): SweepJob {
  return {
    kind: 'sweep',
    name: 'gifts.demo',
    every: 60_000,
    async run(now) {
      await ledger.write(async (trx) => {
        const open = await trx
          .selectFrom('gift')
          .select('id')
          .where('demo', '=', 1)
          .where('state', '=', 'open')
          .where('expires_at', '>', now + RENEW_BEFORE)
          .executeTakeFirst();
        if (open) return;
        let code = newGiftCode();
        while (await giftByCode(trx, code)) code = newGiftCode();
        const t = clock.now();
        const g = {
          id: ids.sortable(t),
          code,
          sender: GIFT_DEMO,
          user_id: null,
          account: 0,
          ...DEMO,
          message: 'Demo gift: demo funds of no value, to try claiming',
          shares: JSON.stringify(splitGift(DEMO, drawUniform)),
          claimed_count: 0,
          claimed_amount: '0',
          refunded: null,
          state: 'open' as const,
          demo: 1,
          expires_at: t + 24 * HOUR,
          created_at: t,
          closed_at: null,
        };
        await ledger.post(trx, sendEntry(g, null));
        await trx.insertInto('gift').values(g).execute();
      });
    },
  };
}
