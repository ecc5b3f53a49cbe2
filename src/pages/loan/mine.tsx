// My loans (issue 38 "my loans"): current loans and history, newest first, ten at a time. A current
// loan shows what is owed, its collateral, its LTV at the latest recorded price in its colour band
// (safe, near the margin call, at it) and its margin-call price; a closed one how it ended. A tap
// opens the loan. Kept on the device for offline reading; read again when a loan changes.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import type { Loan } from '../../../contract/loans';
import type { LoanListState } from '../../api/loans';
import { useInstantText } from '../../app/useInstantText';
import { debtText } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { BORROWING, loanPath, STATE_LABELS, termLabel } from './labels';
import { Cell, KeptLoansNote, LtvValue } from './parts';
import { useLoanList } from './useLoans';
import '../lockming/earn.css';

const TABS: Tab<LoanListState>[] = [
  { value: 'open', label: msg`Current` },
  { value: 'closed', label: msg`History` },
];

export default function MyLoans() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const which: LoanListState = params.get('tab') === 'closed' ? 'closed' : 'open';
  return (
    <div className="page earn-page loan-page">
      <NavBar
        title={<Trans>My loans</Trans>}
        right={
          <Link to={BORROWING} className="earn-header-link">
            <Trans>Borrow</Trans>
          </Link>
        }
      />
      <TabStrip
        tabs={TABS}
        value={which}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        label={i18n._(msg`Loans`)}
      />
      <div role="tabpanel">
        <Loans key={which} which={which} />
      </div>
    </div>
  );
}

function Loans({ which }: { which: LoanListState }) {
  const { list, keptAt } = useLoanList(which);
  return (
    <>
      <KeptLoansNote at={keptAt} />
      <PagedList
        list={list}
        className="earn-orders"
        empty={which === 'open' ? <Trans>No current loans</Trans> : <Trans>No closed loans yet</Trans>}
        failure={<Trans>Your loans could not be loaded. Check your connection and try again.</Trans>}
        row={(loan) => <LoanRow key={loan.id} loan={loan} />}
      />
    </>
  );
}

function LoanRow({ loan: l }: { loan: Loan }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  const open = l.state === 'open';
  const currency = l.borrow_currency;
  const coin = l.collateral_currency;
  return (
    <li className="earn-order loan-row" data-loan-id={l.id} data-state={l.state}>
      <Link to={loanPath(l.id)}>
        <div className="earn-order-head">
          <span>
            <strong>
              <Trans>
                {currency} against {coin}
              </Trans>{' '}
              · {i18n._(termLabel(l.term))}
            </strong>
          </span>
          {open ? (
            <LtvValue ltv={l.ltv} callLtv={l.call_ltv} called={l.margin_called} testId="loan-ltv" />
          ) : (
            <span className={`earn-state state-${l.state}`} data-testid="loan-state">
              {i18n._(STATE_LABELS[l.state])}
            </span>
          )}
        </div>
        <dl className="earn-order-grid">
          {open ? (
            <>
              <Cell label={<Trans>Owed ({currency})</Trans>} testId="loan-owed">
                {formatStake(debtText(l))}
              </Cell>
              <Cell label={<Trans>Collateral ({coin})</Trans>} testId="loan-collateral">
                {l.collateral}
              </Cell>
              <Cell label={<Trans>Margin-call price</Trans>} testId="loan-call-price">
                {formatStake(l.call_price)}
              </Cell>
              <Cell label={<Trans>Repayment date</Trans>}>
                {l.due_at === null ? <Trans>Flexible</Trans> : when(l.due_at)}
              </Cell>
            </>
          ) : (
            <>
              <Cell label={<Trans>Interest paid ({currency})</Trans>}>{formatStake(l.interest_paid)}</Cell>
              <Cell label={<Trans>Closed</Trans>}>{l.closed_at === null ? '—' : when(l.closed_at)}</Cell>
            </>
          )}
          <Cell label={<Trans>Borrowed</Trans>}>{when(l.created_at)}</Cell>
        </dl>
      </Link>
    </li>
  );
}
