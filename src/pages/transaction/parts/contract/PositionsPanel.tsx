// The user's contract positions under the order form: open positions (every instrument, each with
// its live P&L and liquidation price, Close and Edit stops) and waiting entrusts (Cancel), with
// Close all / Close longs / Close shorts, each asked first, and the link to all positions.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LeverPosition } from '../../../../../contract/lever';
import type { BatchKind } from '../../../../api/lever';
import { formatSigned } from '../../../../lib/options';
import { DelayedSpinner } from '../../../../ui/Spinner';
import { type Tab, TabStrip } from '../../../../ui/TabStrip';
import { CloseSheet } from './CloseSheet';
import { EditStops } from './EditStops';
import { BATCH_LABELS, BATCH_QUESTIONS, DIRECTION_LABELS } from './labels';
import { PositionRow } from './PositionRow';
import type { Book } from './useLeverBook';
import type { usePositionActions } from './usePositionActions';

type Shown = 'open' | 'entrusts';

type Props = {
  signedIn: boolean;
  book: Book | null;
  failed: boolean;
  onRetry: () => void;
  /** Live P&L and liquidation price of each open position, by id. */
  live: ReadonlyMap<string, { pnl: string; liquidation: string | null }>;
  /** Price decimals by instrument id. */
  decimals: (matchId: number) => number;
  actions: ReturnType<typeof usePositionActions>;
  onChanged: (p: LeverPosition) => void;
};

type Asking = { kind: 'one'; position: LeverPosition } | { kind: 'batch'; type: BatchKind };

export function PositionsPanel({ signedIn, book, failed, onRetry, live, decimals, actions, onChanged }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const titleId = useId();
  const [shown, setShown] = useState<Shown>('open');
  const [editing, setEditing] = useState<LeverPosition | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const openCount = book?.openTotal ?? 0;
  const entrustCount = book?.entrustTotal ?? 0;
  const tabs: Tab<Shown>[] = [
    { value: 'open', label: msg`Positions (${openCount})` },
    { value: 'entrusts', label: msg`Entrusts (${entrustCount})` },
  ];
  const rows = shown === 'open' ? book?.open : book?.entrusts;
  const hasLongs = book?.open.some((p) => p.type === 1) ?? false;
  const hasShorts = book?.open.some((p) => p.type === 2) ?? false;

  const question = (() => {
    if (!asking) return null;
    if (asking.kind === 'batch') return i18n._(BATCH_QUESTIONS[asking.type]);
    const p = asking.position;
    const direction = i18n._(DIRECTION_LABELS[p.type]);
    const symbol = p.symbol;
    const share = p.share;
    const pnl = formatSigned(live.get(p.id)?.pnl ?? p.profits);
    return t`Close your ${direction} ${symbol} position of ${share} lots? P&L now: ${pnl} USDT`;
  })();
  const confirm = () => {
    const a = asking;
    if (!a) return;
    setAsking(null);
    void (a.kind === 'one' ? actions.close(a.position) : actions.batch(a.type));
  };

  return (
    <section className="contract-panel" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>
          <Trans>Your positions</Trans>
        </h2>
        {signedIn && (
          <Link to="/pages/transaction/contract_order" className="spot-tabs-link">
            <Trans>All positions</Trans> ›
          </Link>
        )}
      </div>
      {!signedIn ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>Log in to see your positions.</Trans>
          </p>
        </div>
      ) : failed ? (
        <div className="empty-state compact-state" role="alert">
          <p>
            <Trans>Your positions could not be loaded.</Trans>
          </p>
          <button type="button" className="button button-secondary" onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : !book || !rows ? (
        <DelayedSpinner delay={200} />
      ) : (
        <>
          <TabStrip tabs={tabs} value={shown} onChange={setShown} label={t`Positions and entrusts`} />
          <div role="tabpanel">
            {shown === 'open' && book.open.length > 0 && (
              <div className="batch-close">
                {([0, 1, 2] as const).map((type) => (
                  <button
                    key={type}
                    type="button"
                    className="button button-secondary"
                    disabled={
                      (type === 1 && !hasLongs) || (type === 2 && !hasShorts) || actions.busy.has(`batch:${type}`)
                    }
                    onClick={() => setAsking({ kind: 'batch', type })}
                  >
                    {i18n._(BATCH_LABELS[type])}
                  </button>
                ))}
              </div>
            )}
            {rows.length === 0 ? (
              <div className="empty-state compact-state">
                <p>{shown === 'open' ? <Trans>No open positions</Trans> : <Trans>No waiting entrusts</Trans>}</p>
              </div>
            ) : (
              <ul className="order-list" aria-label={shown === 'open' ? t`Open positions` : t`Entrusts`}>
                {rows.map((p) =>
                  p.status === 1 ? (
                    <PositionRow
                      key={p.id}
                      position={p}
                      liquidation={live.get(p.id)?.liquidation}
                      busy={actions.busy.has(p.id)}
                      onClose={() => setAsking({ kind: 'one', position: p })}
                      onEditStops={() => setEditing(p)}
                    />
                  ) : (
                    <PositionRow
                      key={p.id}
                      position={p}
                      busy={actions.busy.has(p.id)}
                      onCancel={() => void actions.cancel(p)}
                    />
                  ),
                )}
              </ul>
            )}
          </div>
        </>
      )}
      <CloseSheet question={question} busy={false} onClose={() => setAsking(null)} onConfirm={confirm} />
      <EditStops
        position={editing}
        decimals={editing ? decimals(editing.match_id) : 2}
        onClose={() => setEditing(null)}
        onChanged={onChanged}
      />
    </section>
  );
}
