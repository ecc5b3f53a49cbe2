// Crypto loan calls (issue 38; README "Crypto loans", contract/loans.ts). Every money-moving call
// honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import {
  borrowRequest,
  collateralRequest,
  loanDetailRequest,
  loanListRequest,
  repayRequest,
} from '../../contract/loans';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { loanMessages } from './messages';
import type { Loans } from './service';

export async function loanRoutes(app: FastifyInstance, { loans }: { loans: Loans }) {
  const guarded = { config: { guard: 'session' as const } };
  const amounts = { amount: loanMessages.amountPositive, collateral: loanMessages.amountPositive };

  // Open to guests, who see what is offered before they sign in.
  app.get('/loan/products', async () => loans.products());

  app.post('/loan/borrow', guarded, async (req) =>
    loans.borrow(
      sessionOf(req).userId,
      parseFields(req, borrowRequest, {
        ...amounts,
        product_id: loanMessages.productUnknown,
        term: loanMessages.termUnknown,
      }),
      idempotencyKey(req),
    ),
  );

  app.post('/loan/repay', guarded, async (req) =>
    loans.repay(
      sessionOf(req).userId,
      parseFields(req, repayRequest, { ...amounts, id: loanMessages.loanUnknown }),
      idempotencyKey(req),
    ),
  );

  app.post('/loan/collateral', guarded, async (req) =>
    loans.collateral(
      sessionOf(req).userId,
      parseFields(req, collateralRequest, { ...amounts, id: loanMessages.loanUnknown }),
      idempotencyKey(req),
    ),
  );

  app.get('/loan/list', guarded, async (req) => loans.list(sessionOf(req).userId, parseFields(req, loanListRequest)));

  app.get('/loan/detail', guarded, async (req) =>
    loans.detail(sessionOf(req).userId, parseFields(req, loanDetailRequest, { id: loanMessages.loanUnknown }).id),
  );
}
