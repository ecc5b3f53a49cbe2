// The IEO launchpad (spec §2 ieo/ieo; GET /project): the projects in warm-up, in progress and ended,
// newest first, ten at a time. Each card says what is sold and at what price, how much of the
// supply has been asked for (beyond 100 % it is oversubscribed and shared out pro rata), and the
// stage with a live countdown; a tap opens the project and its subscription. Open to guests.
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { IeoProject } from '../../../contract/ieo';
import type { ReplyOrigin } from '../../api/client';
import { getIeoProjects, IEO_PAGE_SIZE } from '../../api/ieo';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { useOnReconnect } from '../fund/useBalances';
import { KeptNote } from '../lockming/EarnStates';
import { IEO_ORDERS, IeoLoadError, IeoRiskNote, Progress, StageBadge, subscribePath } from './parts';
import '../lockming/earn.css';
import './ieo.css';

export default function IeoList() {
  return (
    <div className="page earn-page ieo-page">
      <NavBar
        title={<Trans>IEO launchpad</Trans>}
        right={
          <Link to={IEO_ORDERS} className="earn-header-link">
            <Trans>My orders</Trans>
          </Link>
        }
      />
      <p className="earn-blurb muted">
        <Trans>
          Subscribe to new tokens at a fixed price. When more is asked than the supply, everyone gets the same share and
          the rest of the payment comes back.
        </Trans>
      </p>
      <Projects />
      <IeoRiskNote />
    </div>
  );
}

function Projects() {
  /** Set when the first page shown is the worker's kept copy: when the server sent it. */
  const [cachedAt, setCachedAt] = useState<number | undefined>(undefined);
  const fetchPage = useCallback((page: number) => {
    const origin: ReplyOrigin = {};
    return getIeoProjects(page, { quiet: true, background: true, origin }).then((r) => {
      if (page === 1) setCachedAt(origin.cachedAt);
      return r.list;
    });
  }, []);
  const list = usePagedList(fetchPage, IEO_PAGE_SIZE);
  // Kept data is shown while offline; back online, the live list replaces it.
  useOnReconnect(list.reload);
  if (list.failed && list.rows === null) return <IeoLoadError onRetry={list.retry} />;
  return (
    <>
      <KeptNote cachedAt={cachedAt} />
      <PagedList
        list={list}
        className="ieo-projects"
        empty={<Trans>No projects are offered right now.</Trans>}
        failure={<Trans>More projects could not be loaded. Check your connection and try again.</Trans>}
        row={(p) => <ProjectCard key={p.id} project={p} />}
      />
    </>
  );
}

function ProjectCard({ project: p }: { project: IeoProject }) {
  const token = p.currency_name;
  const pay = p.pay_currency;
  const price = formatStake(p.price);
  return (
    <li className="ieo-project" data-project-id={p.id} data-stage={p.time_status}>
      <Link to={subscribePath(p.id)} className="ieo-project-link">
        <div className="ieo-project-head">
          <span className="ieo-project-name">
            <strong className="ieo-title">{p.title}</strong>
            <span className="ieo-token">{token}</span>
          </span>
          <StageBadge project={p} />
        </div>
        <dl className="earn-product-grid">
          <div>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd data-testid="ieo-price">
              <Trans>
                1 {token} = {price} {pay}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Supply</Trans>
            </dt>
            <dd data-testid="ieo-supply">
              {groupDigits(p.amount)} {token}
            </dd>
          </div>
        </dl>
        <Progress project={p} />
      </Link>
    </li>
  );
}
