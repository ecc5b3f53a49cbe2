// Wallet calls (spec §7 Wallet) built so far, and the demo-funds action (not in production).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRequest } from '../../contract/user';
import { accountTransferRequest, depositAddressRequest, faucetRequest, rechargeRequest } from '../../contract/wallet';
import type { Translate } from '../core/i18n';
import { parseFields, sessionOf } from '../core/protocol';
import { walletMessages } from './messages';
import type { Recharges } from './recharges';
import type { Wallet } from './service';

/** The client's request id for a mutation (header Idempotency-Key, as Stripe names it). */
function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key ? key.slice(0, 100) : null;
}

type Deps = { wallet: Wallet; recharges: Recharges; translate: Translate; demo: boolean };

export async function walletRoutes(app: FastifyInstance, { wallet, recharges, translate, demo }: Deps) {
  const guarded = { config: { guard: 'session' as const } };

  app.post('/wallet/list', guarded, async (req) => wallet.balances(sessionOf(req).userId));

  app.post('/wallet/change', guarded, async (req) => {
    const f = parseFields(req, accountTransferRequest);
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
    const f = parseFields(req, rechargeRequest);
    await recharges.request(sessionOf(req).userId, { coinId: f.currency, amount: f.amount, voucher: f.voucher });
    return translate(req.lang, walletMessages.rechargeSubmitted);
  });

  app.get('/recharge/log', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return recharges.log(sessionOf(req).userId, page, limit);
  });

  if (demo) {
    app.post('/demo/faucet', guarded, async (req) =>
      wallet.faucet(sessionOf(req).userId, parseFields(req, faucetRequest), idempotencyKey(req)),
    );
  }
}
