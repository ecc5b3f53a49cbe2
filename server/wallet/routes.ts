// Wallet calls (spec §7 Wallet) built so far, and the demo-funds action (not in production).
import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../contract/user';
import {
  accountTransferRequest,
  balanceDetailRequest,
  billRequest,
  depositAddressRequest,
  exchangeQuoteRequest,
  exchangeRequest,
  faucetRequest,
  rechargeRequest,
  withdrawInfoRequest,
  withdrawRequest,
} from '../../contract/wallet';
import type { Translate } from '../core/i18n';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import type { Bills } from './bills';
import type { Exchange } from './exchange';
import { walletMessages } from './messages';
import type { Prices } from './prices';
import type { Recharges } from './recharges';
import type { Wallet } from './service';
import type { Withdrawals } from './withdrawals';

type Deps = {
  wallet: Wallet;
  recharges: Recharges;
  withdrawals: Withdrawals;
  exchange: Exchange;
  bills: Bills;
  prices: Prices;
  translate: Translate;
  demo: boolean;
};

export async function walletRoutes(app: FastifyInstance, deps: Deps) {
  const { wallet, recharges, withdrawals, exchange, bills, prices, translate, demo } = deps;
  const guarded = { config: { guard: 'session' as const } };
  const verified = { config: { guard: 'verified' as const } };
  // A malformed amount (or shown price) is refused as one the wallet refuses: wallet.bad_amount.
  const amountRefusal = { amount: walletMessages.badAmount };
  const numberRefusal = { number: walletMessages.badAmount, price: walletMessages.badAmount };

  app.post('/wallet/list', guarded, async (req) => wallet.balances(sessionOf(req).userId));

  app.post('/wallet/change', guarded, async (req) => {
    const f = parseFields(req, accountTransferRequest, numberRefusal);
    return wallet.transfer(
      sessionOf(req).userId,
      { currency: f.currency_id, amount: f.number, from: f.from_field, to: f.to_field },
      idempotencyKey(req),
    );
  });

  app.get('/wallet/hzhistory', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return wallet.transferHistory(sessionOf(req).userId, page, limit);
  });

  app.post('/wallet/get_in_address', guarded, async (req) =>
    recharges.address(sessionOf(req).userId, parseFields(req, depositAddressRequest).currency),
  );

  app.post('/wallet/charge_req', guarded, async (req) => {
    const f = parseFields(req, rechargeRequest, amountRefusal);
    await recharges.request(
      sessionOf(req).userId,
      { coinId: f.currency, amount: f.amount, voucher: f.voucher },
      idempotencyKey(req),
    );
    return translate(req.lang, walletMessages.rechargeSubmitted);
  });

  app.get('/recharge/log', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return recharges.log(sessionOf(req).userId, page, limit);
  });

  // Withdrawals: the unverified are answered 998 (spec §6 limits are per verification level).
  app.post('/wallet/get_info', guarded, async (req) =>
    withdrawals.info(sessionOf(req).userId, parseFields(req, withdrawInfoRequest).currency),
  );

  app.post('/wallet/out', verified, async (req) =>
    withdrawals.request(sessionOf(req).userId, parseFields(req, withdrawRequest, amountRefusal), idempotencyKey(req)),
  );

  app.get('/user/withdraw/list', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return withdrawals.list(sessionOf(req).userId, page, limit);
  });

  // Coin exchange at the recorded price; the pairs and the quote are public.
  app.post('/user/getTransferList', async () => exchange.pairs());

  app.post('/user/getTransferFee', async (req) => {
    const f = parseFields(req, exchangeQuoteRequest);
    return exchange.quote(f.from_currency_id, f.to_currency_id);
  });

  app.post('/user/Transfer', guarded, async (req) => {
    const f = parseFields(req, exchangeRequest, numberRefusal);
    return exchange.exchange(
      sessionOf(req).userId,
      { from: f.from_currency_id, to: f.to_currency_id, amount: f.number, shownPrice: f.price },
      idempotencyKey(req),
    );
  });

  // Fiat rates for valuing assets in the user's currency (the client caches them for 24 h).
  app.get('/wallet/getRateCurrency', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return prices.fiatRates();
  });

  // Bills and valuations.
  app.post('/wallet/legal_log', guarded, async (req) => {
    const f = parseFields(req, billRequest);
    return bills.list(sessionOf(req).userId, {
      currency: f.currency,
      account: f.type,
      kind: f.kind,
      page: f.page,
      limit: f.limit,
    });
  });

  app.post('/wallet/detail', guarded, async (req) => {
    const f = parseFields(req, balanceDetailRequest);
    return bills.detail(sessionOf(req).userId, f.currency, f.type);
  });

  app.get('/currency/user_currency_list', guarded, async (req) => bills.currencies(sessionOf(req).userId));

  app.get('/user/daily_profit_loss', guarded, async (req) => bills.dailyProfitLoss(sessionOf(req).userId));

  if (demo) {
    const faucetRefusals = { ...amountRefusal, account: walletMessages.faucetAccount };
    app.get('/demo/faucet', guarded, async (req) => wallet.demoCoins(sessionOf(req).userId));
    app.post('/demo/faucet', guarded, async (req) =>
      wallet.faucet(sessionOf(req).userId, parseFields(req, faucetRequest, faucetRefusals), idempotencyKey(req)),
    );
  }
}
