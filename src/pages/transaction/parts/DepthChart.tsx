// The depth chart of a pair's book (in a sheet opened from the ladder): the amount resting from
// the best bid down (green, left) and from the best ask up (red, right), stepped at each level,
// around the mid price in the middle; the sides' totals under it. Drawn as SVG from the running
// totals (src/lib/bookDepth.ts); coordinates are floats, the figures written are the exact strings.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SpotDepth } from '../../../../contract/spot';
import { type DepthPoint, depthCurve } from '../../../lib/bookDepth';
import { groupDigits } from '../../../lib/format';
import { padDecimals } from '../../../lib/spot';

const W = 340;
const H = 200;
/** Room under the curves for the price labels. */
const AXIS = 18;

type Props = { depth: SpotDepth; base: string; priceDecimals: number; amountDecimals: number };

export function DepthChart({ depth, base, priceDecimals, amountDecimals }: Props) {
  const { t } = useLingui();
  const curve = depthCurve(depth.bids, depth.asks);
  if (curve.bids.length === 0 && curve.asks.length === 0)
    return (
      <p className="depth-empty muted">
        <Trans>No orders in the book</Trans>
      </p>
    );
  const price = (p: string) => groupDigits(padDecimals(p, priceDecimals));
  const amount = (a: string) => groupDigits(padDecimals(a, amountDecimals));
  const lowest = Number(curve.bids.at(-1)?.price ?? curve.asks[0]?.price);
  const highest = Number(curve.asks.at(-1)?.price ?? curve.bids[0]?.price);
  // The mid in the middle: each side gets the half-width the farther one needs.
  const mid = curve.mid === null ? (lowest + highest) / 2 : Number(curve.mid);
  const half = Math.max(mid - lowest, highest - mid) || mid * 0.001 || 1;
  const from = mid - half;
  const to = mid + half;
  const most = Number(curve.most) || 1;
  const x = (p: string | number) => ((Number(p) - from) / (to - from)) * W;
  const y = (total: string | number) => (H - AXIS) * (1 - Number(total) / most) + 2;
  const bottom = y(0);
  /** A side's stepped outline from its best level outward to the edge, closed along the bottom. */
  const area = (points: DepthPoint[], edge: number) => {
    if (points.length === 0) return '';
    const first = points[0] as DepthPoint;
    let d = `M${x(first.price)},${bottom}`;
    let previous = '0';
    for (const p of points) {
      d += ` L${x(p.price)},${y(previous)} L${x(p.price)},${y(p.total)}`;
      previous = p.total;
    }
    return `${d} L${edge},${y(previous)} L${edge},${bottom} Z`;
  };
  const bidTotal = curve.bids.at(-1)?.total ?? '0';
  const askTotal = curve.asks.at(-1)?.total ?? '0';
  const midText = curve.mid === null ? '—' : groupDigits(Number(curve.mid).toFixed(priceDecimals));
  return (
    <figure className="depth">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="depth-chart"
        data-testid="depth-chart"
        role="img"
        aria-label={t`Depth: ${amount(bidTotal)} ${base} bid down to ${price(curve.bids.at(-1)?.price ?? '0')}, ${amount(askTotal)} ${base} asked up to ${price(curve.asks.at(-1)?.price ?? '0')}`}
      >
        <line x1="0" x2={W} y1={bottom} y2={bottom} className="depth-axis" />
        <line x1={W / 2} x2={W / 2} y1="0" y2={bottom} className="depth-mid" />
        <path d={area(curve.bids, 0)} className="depth-bids" data-side="bids" />
        <path d={area(curve.asks, W)} className="depth-asks" data-side="asks" />
        {/* The height, by the mid line: the curves are lowest there. */}
        <text x={W / 2 + 4} y="12" className="depth-label">
          {amount(curve.most)}
        </text>
        <text x="2" y={H - 4} className="depth-label">
          {groupDigits(from.toFixed(priceDecimals))}
        </text>
        <text x={W / 2} y={H - 4} className="depth-label" textAnchor="middle">
          {midText}
        </text>
        <text x={W - 2} y={H - 4} className="depth-label" textAnchor="end">
          {groupDigits(to.toFixed(priceDecimals))}
        </text>
      </svg>
      <figcaption className="depth-caption">
        <span className="up">
          <Trans>Bids</Trans> {amount(bidTotal)} {base}
        </span>
        <span>
          <Trans>Mid price</Trans> {midText}
        </span>
        <span className="down">
          <Trans>Asks</Trans> {amount(askTotal)} {base}
        </span>
      </figcaption>
    </figure>
  );
}
