// One IEO project and its subscription (spec §2 ieo/subscribe `?id=`; GET /project/detail, POST
// /project/order): what is sold, at what price, when, how it is locked and released, the
// description and links; what the reader has asked for already; then, signed in and while the
// window is open, a whole-token amount checked as the server checks it, the payment it commits
// and the available balance, how a pro-rata allocation would share it out with the numbers of now,
// a confirm step, and the order. Reading is open to guests, who are offered the sign-in.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { IeoDetail, IeoProject } from '../../../contract/ieo';
import { ApiError, type ReplyOrigin } from '../../api/client';
import { getIeoProject } from '../../api/ieo';
import { groupDigits } from '../../lib/format';
import {
  allocationExample,
  checkIeoAmount,
  type IeoAmountProblem,
  leastOrder,
  maxTokens,
  normalTokens,
  paymentOf,
  ratioPercent,
  roomUnderCap,
  typedWholeTokens,
} from '../../lib/ieo';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { useBalances, useOnReconnect } from '../fund/useBalances';
import { KeptNote } from '../lockming/EarnStates';
import {
  IEO_LIST,
  IEO_ORDERS,
  IeoLoadError,
  IeoRiskNote,
  isSafeLink,
  Progress,
  ReleasePlan,
  StageBadge,
  useDateTime,
  useStage,
} from './parts';
import { type IeoConfirming, useIeoSubscribe } from './useIeoSubscribe';
import '../lockming/earn.css';
import './ieo.css';

/** The project and what the reader asked for: loading, failed, not offered, or loaded. */
function useIeoDetail(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  const [detail, setDetail] = useState<IeoDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [missing, setMissing] = useState(!valid);
  const [cachedAt, setCachedAt] = useState<number | undefined>(undefined);

  const load = useCallback(() => {
    if (!valid) return;
    setFailed(false);
    const origin: ReplyOrigin = {};
    getIeoProject(id, { quiet: true, background: true, origin }).then(
      (d) => {
        setDetail(d);
        setCachedAt(origin.cachedAt);
      },
      (err) => {
        if (err instanceof ApiError && err.kind === 'refused') setMissing(true);
        else setFailed(true);
      },
    );
  }, [id, valid]);

  useEffect(load, [load]);
  useOnReconnect(load);

  return { detail, failed: failed && detail === null, missing, cachedAt, retry: load, setDetail };
}

export default function Subscribe() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { detail, failed, missing, cachedAt, retry } = useIeoDetail(id);
  const p = detail?.info ?? null;
  return (
    <div className="page earn-page ieo-page">
      <NavBar
        title={p ? p.title : <Trans>IEO project</Trans>}
        right={
          <Link to={IEO_ORDERS} className="earn-header-link">
            <Trans>My orders</Trans>
          </Link>
        }
      />
      {missing ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>This project is not offered any more.</Trans>
          </p>
          <Link to={IEO_LIST} className="button">
            <Trans>See the projects</Trans>
          </Link>
        </div>
      ) : failed ? (
        <IeoLoadError onRetry={retry} />
      ) : detail === null || p === null ? (
        <DelayedSpinner delay={200} />
      ) : (
        <>
          <KeptNote cachedAt={cachedAt} />
          <Terms project={p} />
          <About project={p} />
          <Mine detail={detail} />
          <Subscription detail={detail} onRefused={retry} />
          <IeoRiskNote />
        </>
      )}
    </div>
  );
}

function Terms({ project: p }: { project: IeoProject }) {
  const { when } = useDateTime();
  const token = p.currency_name;
  const pay = p.pay_currency;
  const price = formatStake(p.price);
  return (
    <section className="card ieo-terms" aria-labelledby="ieo-terms">
      <div className="ieo-project-head">
        <h2 id="ieo-terms" className="ieo-project-name">
          <span className="ieo-title">{p.title}</span>
          <span className="ieo-token">{token}</span>
        </h2>
        <StageBadge project={p} />
      </div>
      <Progress project={p} />
      <dl className="summary-list">
        <SummaryRow label={<Trans>Price</Trans>} testId="terms-price">
          <Trans>
            1 {token} = {price} {pay}
          </Trans>
        </SummaryRow>
        <SummaryRow label={<Trans>Supply</Trans>} testId="terms-supply">
          {groupDigits(p.amount)} {token}
        </SummaryRow>
        <SummaryRow label={<Trans>Asked so far</Trans>} testId="terms-asked">
          {groupDigits(p.total_sell)} {token}
        </SummaryRow>
        <SummaryRow label={<Trans>Least per order</Trans>} testId="terms-min">
          {groupDigits(p.min_amount)} {token}
        </SummaryRow>
        <SummaryRow label={<Trans>Most per user</Trans>} testId="terms-cap">
          {groupDigits(p.user_cap)} {token}
        </SummaryRow>
        <SummaryRow label={<Trans>Opens</Trans>} testId="terms-start">
          {when(p.start_at)}
        </SummaryRow>
        <SummaryRow label={<Trans>Ends</Trans>} testId="terms-end">
          {when(p.end_at)}
        </SummaryRow>
      </dl>
      <p className="ieo-plan" data-testid="terms-release">
        <ReleasePlan project={p} />
      </p>
    </section>
  );
}

function About({ project: p }: { project: IeoProject }) {
  const id = useId();
  const website = isSafeLink(p.link) ? p.link.trim() : null;
  const paper = isSafeLink(p.white_paper) ? p.white_paper.trim() : null;
  if (!p.content && !website && !paper) return null;
  return (
    <section className="card ieo-about" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>About the project</Trans>
      </h2>
      {p.content && <p className="ieo-content">{p.content}</p>}
      {(website || paper) && (
        <p className="ieo-links">
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer" data-testid="ieo-website">
              <Trans>Website</Trans> ↗
            </a>
          )}
          {paper && (
            <a href={paper} target="_blank" rel="noopener noreferrer" data-testid="ieo-white-paper">
              <Trans>White paper</Trans> ↗
            </a>
          )}
        </p>
      )}
    </section>
  );
}

/** What the reader has asked for in this project already (signed in, once they have). */
function Mine({ detail }: { detail: IeoDetail }) {
  const id = useId();
  const mine = detail.mine;
  if (!mine || Number(mine.amount) <= 0) return null;
  const p = detail.info;
  const asked = groupDigits(mine.amount);
  const token = p.currency_name;
  const committed = formatStake(mine.committed);
  const pay = p.pay_currency;
  return (
    <section className="card ieo-mine" aria-labelledby={id} data-testid="ieo-mine">
      <h2 id={id}>
        <Trans>Your subscription</Trans>
      </h2>
      <p className="ieo-mine-text">
        <Trans>
          You have asked for {asked} {token}, with {committed} {pay} committed until the end.
        </Trans>
      </p>
      <Link to={IEO_ORDERS} className="ieo-mine-link">
        <Trans>See my orders</Trans> ›
      </Link>
    </section>
  );
}

/** The form for a signed-in reader while the project is not over; the sign-in for a guest. */
function Subscription({ detail, onRefused }: { detail: IeoDetail; onRefused: () => void }) {
  const { token } = useSnapshot(session);
  const { pathname, search } = useLocation();
  const stage = useStage(detail.info);
  const p = detail.info;
  if (stage === 2)
    return (
      <section className="card ieo-ended" data-testid="ieo-ended">
        <p className="ieo-ended-text">
          <Trans>Subscription has ended. Each order's share, what it cost and what came back are in My orders.</Trans>
        </p>
        <AllocationExplainer project={p} amount="" worked={false} />
      </section>
    );
  if (!token)
    return (
      <section className="card ieo-guest">
        <AllocationExplainer project={p} amount="" />
        <Link
          to={`/pages/common/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block ieo-sign-in"
        >
          <Trans>Sign in to subscribe</Trans>
        </Link>
      </section>
    );
  return <SubscribeForm detail={detail} onRefused={onRefused} />;
}

/** Why an amount cannot be sent, as the form says it. */
function problemText(problem: IeoAmountProblem, token: string): MessageDescriptor {
  switch (problem.kind) {
    case 'required':
      return msg`Enter an amount`;
    case 'invalid':
      return msg`Enter a valid amount`;
    case 'whole':
      return msg`Enter a whole number of tokens`;
    case 'min': {
      const min = groupDigits(problem.limit);
      return msg`The least amount of one order is ${min} ${token}`;
    }
    case 'userCap': {
      const room = groupDigits(problem.limit);
      return msg`You can ask for at most ${room} ${token} more in this project`;
    }
    case 'capReached':
      return msg`You have asked for the most one user may in this project`;
    case 'balance':
      return msg`Insufficient balance`;
  }
}

function SubscribeForm({ detail, onRefused }: { detail: IeoDetail; onRefused: () => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const { when } = useDateTime();
  const navigate = useNavigate();
  const balances = useBalances();
  const network = useNeedsNetwork();
  const p = detail.info;
  const stage = useStage(p);
  const open = stage === 1;
  const reasonId = useId();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const token = p.currency_name;
  const pay = p.pay_currency;
  const mine = detail.mine?.amount ?? null;
  const available = balances.available(SPOT_ACCOUNT, pay);
  const problem = checkIeoAmount(amount, p, mine, available);
  const typed = typedWholeTokens(amount);
  // Shown for any whole amount, so a payment beyond the balance says by how much.
  const payment = typed ? paymentOf(typed, p.price) : null;
  const max = maxTokens(p, mine, available);
  const min = groupDigits(p.min_amount);
  const room = groupDigits(roomUnderCap(p, mine));
  const submit = useIeoSubscribe({ projectId: p.id, amount, onDone: () => navigate(IEO_ORDERS) });
  const shown =
    submit.refusal ?? (problem && (tried || problem.kind !== 'required') ? i18n._(problemText(problem, token)) : null);
  const opensAt = when(p.start_at);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || !open || payment === null) return;
    const tokens = normalTokens(amount);
    submit.review({ project: p, amount: tokens, payment, example: allocationExample(tokens, p) });
  };

  return (
    <form className="card earn-form ieo-form" aria-label={i18n._(msg`Subscribe`)} onSubmit={onSubmit} noValidate>
      <AmountField
        label={t`Tokens (${token})`}
        inputMode="numeric"
        value={amount}
        onChange={(v) => {
          submit.clearRefusal();
          setAmount(v);
        }}
        error={shown}
        hint={t`Whole tokens: at least ${min}, at most ${room} more`}
        available={{ balances, currency: pay, testId: 'ieo-available' }}
        max={{ value: max || null }}
      />
      <dl className="summary-list earn-estimate" aria-live="polite">
        <SummaryRow label={<Trans>You pay (committed until the end)</Trans>} testId="ieo-payment">
          {payment !== null ? `${formatStake(payment)} ${pay}` : '—'}
        </SummaryRow>
      </dl>
      <AllocationExplainer project={p} amount={typed} />
      <SubmitButton busy={submit.busy} disabled={!open} describedBy={open ? undefined : reasonId}>
        <Trans>Subscribe</Trans>
      </SubmitButton>
      {!open && (
        <p className="field-hint ieo-closed" id={reasonId} data-testid="ieo-not-open">
          <Trans>Subscription opens {opensAt}.</Trans>
        </p>
      )}
      <ConfirmIeo
        confirming={submit.confirming}
        busy={submit.busy}
        sendError={submit.sendError}
        network={network}
        onClose={submit.close}
        onConfirm={() => {
          void submit.send().then(() => {
            // After a refusal the project (price, what was asked) and the balance are loaded again.
            onRefused();
            balances.reload();
          });
        }}
      />
    </form>
  );
}

/**
 * Pro-rata allocation in words, and worked out with the numbers of now: what this order (or the
 * least order, before one is typed) would get if the window ended with it added.
 */
function AllocationExplainer({
  project: p,
  amount,
  worked = true,
}: {
  project: IeoProject;
  amount: string;
  /** Whether to work an example out (not once the window has ended: My orders has the real one). */
  worked?: boolean;
}) {
  const id = useId();
  const asked = amount || leastOrder(p);
  const example = worked ? allocationExample(asked, p) : null;
  const token = p.currency_name;
  const pay = p.pay_currency;
  return (
    <section className="ieo-explain" aria-labelledby={id}>
      <h3 id={id}>
        <Trans>How allocation works</Trans>
      </h3>
      <p className="ieo-explain-text">
        <Trans>
          If more is asked than the supply, everyone gets the same share: supply ÷ total asked, rounded down to whole
          tokens. The rest of your payment comes back at the end.
        </Trans>
      </p>
      {example && <Example example={example} project={p} amount={asked} token={token} pay={pay} />}
    </section>
  );
}

function Example({
  example: e,
  project: p,
  amount,
  token,
  pay,
}: {
  example: NonNullable<ReturnType<typeof allocationExample>>;
  project: IeoProject;
  amount: string;
  token: string;
  pay: string;
}) {
  const yours = groupDigits(amount);
  const sofar = groupDigits(p.total_sell);
  const asked = groupDigits(e.asked);
  const supply = groupDigits(p.amount);
  const share = ratioPercent(e.ratio);
  const allocated = groupDigits(e.allocated);
  const cost = formatStake(e.cost);
  const committed = formatStake(e.committed);
  const refund = formatStake(e.refund);
  return (
    <p className="ieo-explain-text ieo-example" data-testid="ieo-example">
      {e.oversubscribed ? (
        <Trans>
          Now: {sofar} {token} asked; with {yours} more that is {asked} for a supply of {supply}, so each order gets{' '}
          {supply} ÷ {asked} = {share}% of what it asks. Your {yours} {token} would become {allocated} {token}, costing{' '}
          {cost} {pay} of the {committed} {pay} committed, and {refund} {pay} would come back.
        </Trans>
      ) : (
        <Trans>
          Now: {sofar} {token} asked; with {yours} more that is {asked} for a supply of {supply}, so every order gets
          all it asks: your {yours} {token} would cost {committed} {pay}.
        </Trans>
      )}{' '}
      <Trans>More may be asked before the end, so the share can still shrink.</Trans>
    </p>
  );
}

function ConfirmIeo(props: ConfirmSheetProps<IeoConfirming>) {
  const { when } = useDateTime();
  const c = props.confirming;
  const token = c?.project.currency_name ?? '';
  const pay = c?.project.pay_currency ?? '';
  const ends = c ? when(c.project.end_at) : '';
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm subscription</Trans>}
      tone="buy"
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>Project</Trans>} testId="confirm-project">
            {c.project.title} · {token}
          </SummaryRow>
          <SummaryRow label={<Trans>Tokens asked</Trans>} testId="confirm-amount">
            {groupDigits(c.amount)} {token}
          </SummaryRow>
          <SummaryRow label={<Trans>Price</Trans>}>
            {formatStake(c.project.price)} {pay}
          </SummaryRow>
          <SummaryRow label={<Trans>Payment committed</Trans>} testId="confirm-payment">
            <strong>
              {formatStake(c.payment)} {pay}
            </strong>
          </SummaryRow>
          <SummaryRow label={<Trans>Allocated at</Trans>}>{ends}</SummaryRow>
          {c.example?.oversubscribed && (
            <SummaryRow label={<Trans>If it ended now, you would get</Trans>} testId="confirm-share">
              {groupDigits(c.example.allocated)} {token}
            </SummaryRow>
          )}
        </>
      )}
      note={(c) => (
        <>
          <Trans>
            The payment is frozen in your spot account until the end. If more is asked than the supply, you get a share
            of what you ask and the rest of the payment comes back then.
          </Trans>{' '}
          <ReleasePlan project={c.project} />
        </>
      )}
    />
  );
}
