// One earn product in a list: its kind, currency and days (translated; the operator's name under
// them), the daily yield, the simple yearly figure, the minimum and what remains; a tap opens its
// buy screen.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { EarnProduct } from '../../../contract/earn';
import { isSoldOut, percentOf, yearlySimplePercent } from '../../lib/earn';
import { formatStake } from '../../lib/options';
import { buyPath, KIND_LABELS } from './labels';

export function ProductCard({ product: p }: { product: EarnProduct }) {
  const { i18n } = useLingui();
  const currency = p.currency_name;
  const days = p.day;
  const soldOut = isSoldOut(p);
  return (
    <li className="earn-product" data-product-id={p.id} data-kind={p.kind}>
      <Link to={buyPath(p.id)} className="earn-product-link">
        <div className="earn-product-head">
          <span>
            <strong className="earn-product-title">
              {i18n._(KIND_LABELS[p.kind])} · {currency} · <Trans>{days} days</Trans>
            </strong>
            <span className="earn-product-name muted">{p.name}</span>
          </span>
          {soldOut ? (
            <span className="order-tag">
              <Trans>Sold out</Trans>
            </span>
          ) : (
            <span aria-hidden="true" className="chevron">
              ›
            </span>
          )}
        </div>
        <dl className="earn-product-grid">
          <div>
            <dt>
              <Trans>Daily yield</Trans>
            </dt>
            <dd className="earn-rate" data-testid="product-daily">
              {percentOf(p.interest_rate)}%
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Approx. yearly (simple)</Trans>
            </dt>
            <dd data-testid="product-yearly">{yearlySimplePercent(p.interest_rate)}%</dd>
          </div>
          <div>
            <dt>
              <Trans>Minimum</Trans>
            </dt>
            <dd>
              {formatStake(p.save_min)} {currency}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Remaining</Trans>
            </dt>
            <dd>
              {formatStake(p.remaining)} {currency}
            </dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}
