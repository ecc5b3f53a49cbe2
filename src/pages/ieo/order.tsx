// The user's IEO orders (spec §2 ieo/order; GET /user/project/order), newest first, ten at a time.
// Each says what was asked and committed and where it stands: waiting for the end, allocated
// (tokens locked and releasing) or all released. Once allocated it shows how the share was worked
// out (ratio × asked = allocated; cost = allocated × price; refund = committed − cost) and every
// release with its date and whether it is done.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import type { IeoOrder, IeoOrderState } from '../../../contract/ieo';
import { getIeoOrders, IEO_PAGE_SIZE } from '../../api/ieo';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { IEO_LIST, subscribePath, useDateTime } from './parts';
import '../lockming/earn.css';
import './ieo.css';

export default function IeoOrders() {
  const fetchPage = useCallback((page: number) => getIeoOrders(page, { quiet: true }).then((r) => r.list), []);
  const list = usePagedList(fetchPage, IEO_PAGE_SIZE);
  return (
    <div className="page earn-page ieo-page">
      <NavBar
        title={<Trans>My IEO orders</Trans>}
        right={
          <Link to={IEO_LIST} className="earn-header-link">
            <Trans>Projects</Trans>
          </Link>
        }
      />
      <PagedList
        list={list}
        className="earn-orders ieo-orders"
        empty={
          <>
            <Trans>No IEO orders yet.</Trans>{' '}
            <Link to={IEO_LIST}>
              <Trans>See the projects</Trans>
            </Link>
          </>
        }
        failure={<Trans>Your orders could not be loaded. Check your connection and try again.</Trans>}
        row={(o) => <OrderRow key={o.id} order={o} />}
      />
    </div>
  );
}

function StateBadge({ state }: { state: IeoOrderState }) {
  return (
    <span className={`earn-state ieo-order-state state-${state}`} data-testid="order-state" data-state={state}>
      {state === 'committed' ? (
        <Trans>Waiting for allocation</Trans>
      ) : state === 'allocated' ? (
        <Trans>Locked, releasing</Trans>
      ) : (
        <Trans>All released</Trans>
      )}
    </span>
  );
}

function OrderRow({ order: o }: { order: IeoOrder }) {
  const { when } = useDateTime();
  const token = o.currency_name;
  const pay = o.pay_currency;
  return (
    <li className="earn-order ieo-order" data-order-id={o.id} data-state={o.state}>
      <div className="earn-order-head">
        <span>
          <Link to={subscribePath(o.project_id)} className="ieo-order-title">
            <strong>{o.title}</strong>
          </Link>
          <span className="earn-product-name muted">{token}</span>
        </span>
        <StateBadge state={o.state} />
      </div>
      <dl className="earn-order-grid ieo-order-grid">
        <Cell label={<Trans>Tokens asked</Trans>} testId="order-amount">
          {groupDigits(o.amount)} {token}
        </Cell>
        <Cell label={<Trans>Payment committed</Trans>} testId="order-committed">
          {formatStake(o.committed)} {pay}
        </Cell>
        <Cell label={<Trans>Price</Trans>}>
          {formatStake(o.price)} {pay}
        </Cell>
        <Cell label={<Trans>Subscribed</Trans>}>{when(o.created_at)}</Cell>
        {o.allocated_at !== null && <Cell label={<Trans>Allocated</Trans>}>{when(o.allocated_at)}</Cell>}
        {o.state !== 'committed' && (
          <Cell label={<Trans>Released so far</Trans>} testId="order-released">
            {groupDigits(o.released)} {token}
          </Cell>
        )}
      </dl>
      {o.state === 'committed' ? (
        <p className="field-hint ieo-order-note">
          <Trans>
            The payment stays frozen until the end. Then your share is worked out and what is not spent comes back.
          </Trans>
        </p>
      ) : (
        <>
          <Calculation order={o} />
          <Releases order={o} />
        </>
      )}
    </li>
  );
}

/** How the share was worked out, line by line, with the order's own numbers. */
function Calculation({ order: o }: { order: IeoOrder }) {
  const id = useId();
  if (o.ratio === null || o.allocated === null || o.cost === null || o.refund === null) return null;
  const token = o.currency_name;
  const pay = o.pay_currency;
  const ratio = o.ratio;
  const asked = groupDigits(o.amount);
  const allocated = groupDigits(o.allocated);
  const price = formatStake(o.price);
  const cost = formatStake(o.cost);
  const committed = formatStake(o.committed);
  const refund = formatStake(o.refund);
  return (
    <section className="ieo-calc" aria-labelledby={id} data-testid="order-calc">
      <h3 id={id}>
        <Trans>How your share was worked out</Trans>
      </h3>
      <dl>
        <div>
          <dt className="ieo-calc-term">
            <Trans>Allocated = ratio × asked</Trans>
          </dt>
          <dd className="ieo-calc-value" data-testid="calc-allocated">
            {ratio} × {asked} = {allocated} {token}
          </dd>
        </div>
        <div>
          <dt className="ieo-calc-term">
            <Trans>Cost = allocated × price</Trans>
          </dt>
          <dd className="ieo-calc-value" data-testid="calc-cost">
            {allocated} × {price} = {cost} {pay}
          </dd>
        </div>
        <div>
          <dt className="ieo-calc-term">
            <Trans>Refund = committed − cost</Trans>
          </dt>
          <dd className="ieo-calc-value" data-testid="calc-refund">
            {committed} − {cost} = {refund} {pay}
          </dd>
        </div>
      </dl>
      {ratio !== '1' && (
        <p className="field-hint">
          <Trans>The project was oversubscribed: every order got the same share, rounded down to whole tokens.</Trans>
        </p>
      )}
    </section>
  );
}

function Releases({ order: o }: { order: IeoOrder }) {
  const id = useId();
  const { date } = useDateTime();
  if (o.releases.length === 0) return null;
  const token = o.currency_name;
  return (
    <section className="ieo-releases" aria-labelledby={id}>
      <h3 id={id}>
        <Trans>Releases</Trans>
      </h3>
      <ol data-testid="order-releases">
        {o.releases.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the schedule is fixed once allocated; its order is its identity
          <li key={i} className={r.done ? 'ieo-release done' : 'ieo-release'} data-done={r.done}>
            <span className="ieo-release-date">{date(r.at)}</span>
            <span className="ieo-release-amount">
              {groupDigits(r.amount)} {token}
            </span>
            <span className="ieo-release-state">
              {r.done ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  <Trans>Released</Trans>
                </>
              ) : (
                <Trans>Scheduled</Trans>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Cell({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
