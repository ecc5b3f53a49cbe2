// What the reader's followings did beside the copies: copies skipped lately and why (margin,
// caps, a lot too small, a closed market), and the daily profit shares paid with the figures they
// came from (net copy profit, the previous high-water mark, the rate, the amount).
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { MyFollowing } from '../../../contract/copy';
import { useInstantText } from '../../app/useInstantText';
import { formatSigned, formatStake } from '../../lib/options';
import { SKIP_LABELS } from './labels';
import { Figure, Rate } from './parts';

export function SkippedCopies({ my }: { my: MyFollowing }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  const names = new Map(my.data.map((f) => [f.id, f.nickname]));
  return (
    <section aria-labelledby="copy-skipped-title">
      <h2 id="copy-skipped-title" className="copy-section-title">
        <Trans>Skipped copies</Trans>
      </h2>
      {my.skipped.length === 0 ? (
        <p className="copy-state copy-kept">
          <Trans>No copy was skipped lately.</Trans>
        </p>
      ) : (
        <ul className="copy-list">
          {my.skipped.map((s) => (
            <li key={`${s.follow_id}:${s.trader_position_id}`} className="copy-row" data-testid="copy-skip">
              <div className="copy-who">
                <strong>{s.symbol}</strong>
                <span className="copy-state">{names.get(s.follow_id) ?? ''}</span>
              </div>
              <p className="copy-state state-rejected" data-testid="copy-skip-reason">
                {i18n._(SKIP_LABELS[s.reason])} · {when(s.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ProfitShares({ my }: { my: MyFollowing }) {
  return (
    <section aria-labelledby="copy-shares-title">
      <h2 id="copy-shares-title" className="copy-section-title">
        <Trans>Profit shares paid</Trans>
      </h2>
      {my.shares.length === 0 ? (
        <p className="copy-state copy-kept">
          <Trans>No profit share has been paid.</Trans>
        </p>
      ) : (
        <ul className="copy-list">
          {my.shares.map((s) => (
            <li key={s.id} className="copy-row" data-testid="copy-share">
              <div className="copy-who">
                <strong>{s.trader}</strong>
                <span className="copy-state">{s.day}</span>
              </div>
              <dl className="copy-grid">
                <Figure label={<Trans>Net copy profit (USDT)</Trans>}>{formatSigned(s.net_profit)}</Figure>
                <Figure label={<Trans>Previous high (USDT)</Trans>}>{formatStake(s.high_water_mark)}</Figure>
                <Figure label={<Trans>Rate</Trans>}>
                  <Rate value={s.rate} />
                </Figure>
                <Figure label={<Trans>Paid (USDT)</Trans>} testId="copy-share-amount">
                  {formatStake(s.amount)}
                </Figure>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
