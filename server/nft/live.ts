// An auction seen live (issue 17): a phone on a listing's page joins its room (`nft:sub {code}`),
// and committed bids on it are announced there (`nft:auction`, contract/nft.ts NftLive), so every
// watcher sees the new bid, the count and an end moved by anti-sniping without asking. Each
// announcement is read once and sent to the room, never per watcher.
//
// A phone that holds the socket also bids over it (`nft:bid`): the same desk, rules, refusals and
// Idempotency-Key (`key`) as auctionNFT, without a request's cost (HTTP parsing, headers, a session
// read, a connection's turn) — what a burst of bids in an auction's last seconds waits for
// (BENCHMARKS.md). It is answered with the bid's receipt, as auctionNFT is: where the auction
// stands goes to the room anyway. The socket's session holds while it is connected, since a revoked
// session's sockets are disconnected (core/realtime.ts); it is looked up again each TOUCH_EVERY to
// slide its idle expiry and see it expire.
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { auctionRequest, type NftLive } from '../../contract/nft';
import { type Sessions, TOUCH_EVERY } from '../auth/sessions';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import type { Translate } from '../core/i18n';
import { messages } from '../core/messages';
import { fieldsRefusal, refusalEnvelope, resolveLocale } from '../core/protocol';
import type { Realtime } from '../core/realtime';
import type { BidDesk } from './bids';
import { bidFieldRefusals } from './messages';
import type { Nft } from './service';

const room = (code: string) => `nft:${code}`;
const CODE = /^[A-Za-z0-9-]{1,40}$/;
/** An announcement goes once no bids were committed for this long, */
const ANNOUNCE_QUIET_MS = 50;
/** or this long after the first bid it tells of, whichever is first. */
const ANNOUNCE_MAX_WAIT_MS = 250;

type Deps = {
  nft: Nft;
  bids: BidDesk;
  clock: Clock;
  sessions: Pick<Sessions, 'resolve'>;
  translate: Translate;
  realtime: () => Realtime | null;
  log: FastifyBaseLogger;
};
type Ack = (envelope: object) => void;

export function makeNftLive({ nft, bids, clock, sessions, translate, realtime, log }: Deps) {
  const waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let firstWaiting = 0;
  let reading = false;

  /** Reads each waiting auction once and tells its room where it stands. */
  async function tell(): Promise<void> {
    timer = null;
    reading = true;
    const codes = [...waiting];
    waiting.clear();
    const rt = realtime();
    for (const code of rt ? codes : []) {
      try {
        const d = await nft.detail(code, null, DEFAULT_LOCALE);
        const live: NftLive = {
          code: d.code,
          price: d.price,
          current_bid: d.current_bid,
          bid_count: d.bid_count,
          end_time: d.end_time,
          status: d.status,
          minimum_bid: d.minimum_bid,
          minimum_raise: d.minimum_raise,
          bids: d.bids,
        };
        rt?.publish('nft:auction', live, room(code));
      } catch (err) {
        log.error({ err, code }, 'nft: announcing bids failed');
      }
    }
    reading = false;
    if (waiting.size > 0) schedule(Date.now());
  }

  /**
   * Announcements wait for a lull in commits (ANNOUNCE_QUIET_MS), and never longer than
   * ANNOUNCE_MAX_WAIT_MS: during a storm of bids the bidders' answers go first, and watchers get
   * the auction as it stands a few times a second, not a thousand copies of stale news.
   */
  function schedule(now: number): void {
    if (reading) return;
    if (timer) clearTimeout(timer);
    else firstWaiting = now;
    const due = Math.min(firstWaiting + ANNOUNCE_MAX_WAIT_MS, now + ANNOUNCE_QUIET_MS);
    timer = setTimeout(() => void tell(), Math.max(0, due - now)).unref();
  }

  return {
    /**
     * `nft:sub {code}` joins that listing's room (leaving any other); `nft:unsub` leaves.
     * `nft:bid {code, price, current?, key?, lang?}` with an answer: auctionNFT's envelope around the
     * bid's receipt (contract/nft.ts NftBidReceipt).
     */
    attach(socket: Socket): void {
      const leave = () => {
        for (const r of socket.rooms) if (r.startsWith('nft:')) void socket.leave(r);
      };
      socket.on('nft:sub', (payload: { code?: unknown }) => {
        leave();
        const code = String(payload?.code ?? '');
        if (CODE.test(code)) void socket.join(room(code));
      });
      socket.on('nft:unsub', leave);

      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      /** The bidder: the socket's user while its session is live. */
      const bidder = async (): Promise<string> => {
        const { userId, checkedAt } = socket.data as { userId?: string; checkedAt?: number };
        if (!userId) throw new Refusal(messages.pleaseLogIn, {}, 999);
        if (clock.now() - (checkedAt ?? 0) < TOUCH_EVERY) return userId;
        if (!(await sessions.resolve(token))) {
          socket.data.userId = undefined;
          throw new Refusal(messages.pleaseLogIn, {}, 999);
        }
        socket.data.checkedAt = clock.now();
        return userId;
      };
      socket.on('nft:bid', (payload: Record<string, unknown> | undefined, ack: Ack) => {
        if (typeof ack !== 'function') return;
        const key = typeof payload?.key === 'string' && payload.key.trim() ? payload.key.trim().slice(0, 100) : null;
        (async () => {
          const userId = await bidder();
          const f = auctionRequest.safeParse(payload ?? {});
          if (!f.success) throw fieldsRefusal(f.error.issues, bidFieldRefusals);
          return bids.bid(userId, f.data, key);
        })().then(
          (receipt) => ack({ type: 'ok', message: receipt }),
          (err: unknown) => {
            const lang = resolveLocale(payload?.lang, socket.handshake.headers['accept-language']);
            if (err instanceof Refusal) return ack(refusalEnvelope(translate, lang, err));
            log.error({ err }, 'nft: a bid on the socket failed');
            ack({ type: 'error', message: translate(lang, messages.serverError) });
          },
        );
      });
    },

    /** Tells the watchers of each listing where it stands, once its committed bids settle (schedule). */
    announce(codes: string[]): void {
      for (const c of codes) waiting.add(c);
      schedule(Date.now());
    },
  };
}
