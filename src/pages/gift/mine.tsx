// My gifts (issue 39): the gifts the reader sent (state, how far claimed; a tap opens one with its
// code and claims) and the parts they received, newest first, ten at a time.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { GiftReceived, GiftSent } from '../../../contract/gifts';
import { GIFT_PAGE_SIZE, getReceivedGifts, getSentGifts } from '../../api/gifts';
import { useInstantText } from '../../app/useInstantText';
import { usePagedList } from '../../app/usePagedList';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { GIFT_SEND, giftDetailPath, STATE_LABELS } from './labels';
import '../lockming/earn.css';
import './gift.css';

type Which = 'sent' | 'received';

const TABS: Tab<Which>[] = [
  { value: 'sent', label: msg`Sent` },
  { value: 'received', label: msg`Received` },
];

export default function MyGifts() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const which: Which = params.get('tab') === 'received' ? 'received' : 'sent';
  return (
    <div className="page earn-page gift-page">
      <NavBar
        title={<Trans>My gifts</Trans>}
        right={
          <Link to={GIFT_SEND} className="earn-header-link">
            <Trans>Send</Trans>
          </Link>
        }
      />
      <TabStrip
        tabs={TABS}
        value={which}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        label={i18n._(msg`Gifts`)}
      />
      <div role="tabpanel">{which === 'sent' ? <Sent /> : <Received />}</div>
    </div>
  );
}

function Sent() {
  const fetchPage = useCallback(async (page: number) => (await getSentGifts(page, { quiet: true })).list, []);
  const list = usePagedList(fetchPage, GIFT_PAGE_SIZE);
  return (
    <PagedList
      list={list}
      className="earn-orders"
      empty={<Trans>You have not sent a gift yet</Trans>}
      failure={<Trans>Your gifts could not be loaded. Check your connection and try again.</Trans>}
      row={(g) => <SentRow key={g.id} gift={g} />}
    />
  );
}

function SentRow({ gift: g }: { gift: GiftSent }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  return (
    <li className="earn-order gift-row" data-gift-id={g.id} data-state={g.state}>
      <Link to={giftDetailPath(g.id)}>
        <div className="earn-order-head">
          <strong>
            {g.amount} {g.currency}
          </strong>
          <span className={`earn-state state-${g.state}`}>{i18n._(STATE_LABELS[g.state])}</span>
        </div>
        <p className="muted">
          <Trans>
            {g.claimed_count} of {g.parts} claimed
          </Trans>
          {g.refunded !== null && g.refunded !== '0' ? (
            <>
              {' · '}
              <Trans>
                {g.refunded} {g.currency} returned
              </Trans>
            </>
          ) : null}
          {' · '}
          {when(g.created_at)}
        </p>
      </Link>
    </li>
  );
}

function Received() {
  const fetchPage = useCallback(async (page: number) => (await getReceivedGifts(page, { quiet: true })).list, []);
  const list = usePagedList(fetchPage, GIFT_PAGE_SIZE);
  return (
    <PagedList
      list={list}
      className="earn-orders"
      empty={<Trans>You have not received a gift yet</Trans>}
      failure={<Trans>Your gifts could not be loaded. Check your connection and try again.</Trans>}
      row={(r) => <ReceivedRow key={r.claim.id} received={r} />}
    />
  );
}

function ReceivedRow({ received: { claim, gift } }: { received: GiftReceived }) {
  const when = useInstantText();
  return (
    <li className="earn-order gift-row" data-gift-id={gift.id}>
      <div className="earn-order-head">
        <strong>
          +{claim.amount} {gift.currency}
        </strong>
        <span className="muted">{gift.demo ? <Trans>Demo</Trans> : gift.sender_name}</span>
      </div>
      <p className="muted">
        {gift.demo ? null : gift.message ? `“${gift.message}” · ` : null}
        {when(claim.created_at)}
      </p>
    </li>
  );
}
