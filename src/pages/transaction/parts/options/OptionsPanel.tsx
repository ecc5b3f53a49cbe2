// The user's options on the instrument shown: the open ones with their countdowns, then those
// that settled while the screen was open, with their result. A settlement is announced politely
// once (the countdowns themselves are not read out every second).
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OptionOrder } from '../../../../../contract/options';
import { formatSigned } from '../../../../lib/options';
import { DelayedSpinner } from '../../../../ui/Spinner';
import { RESULT_LABELS } from './labels';
import { OptionRow } from './OptionRow';
import type { useOpenOptions } from './useOpenOptions';

export function OptionsPanel({ signedIn, options }: { signedIn: boolean; options: ReturnType<typeof useOpenOptions> }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const titleId = useId();
  const { open, settled, total } = options;
  const announcement = settled[0] ? settledText(settled[0]) : '';
  function settledText(last: OptionOrder): string {
    const symbol = last.symbol_name;
    const result = i18n._(RESULT_LABELS[`${last.profit_result ?? 0}`]);
    const profit = formatSigned(last.profit ?? '0');
    const currency = last.currency;
    return t`Option on ${symbol} settled: ${result}, ${profit} ${currency}`;
  }
  return (
    <section className="option-panel" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{signedIn && open ? <Trans>Open options ({total})</Trans> : <Trans>Open options</Trans>}</h2>
        {signedIn && (
          <Link to="/pages/transaction/seconds_order" className="spot-tabs-link">
            <Trans>All options</Trans> ›
          </Link>
        )}
      </div>
      {!signedIn ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>Log in to see your options.</Trans>
          </p>
        </div>
      ) : options.failed ? (
        <div className="empty-state compact-state" role="alert">
          <p>
            <Trans>Your options could not be loaded.</Trans>
          </p>
          <button type="button" className="button button-secondary" onClick={options.retry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : open === null ? (
        <DelayedSpinner delay={200} />
      ) : open.length === 0 && settled.length === 0 ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>No open options</Trans>
          </p>
        </div>
      ) : (
        <ul className="order-list" aria-label={t`Your options`}>
          {open.map((o) => (
            <OptionRow key={o.id} order={o} />
          ))}
          {settled.map((o) => (
            <OptionRow key={o.id} order={o} />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="option-announcement">
        {announcement}
      </p>
    </section>
  );
}
