// An administrator's edit of one spot pair's settings: the fields as stored, checked as typed
// (../../lib/spotPair: the server's bounds), only the changed ones sent; the server's refusal is
// shown in place. Saved settings apply to new orders at once; placed orders keep their terms.
import { Trans } from '@lingui/react/macro';
import type { AdminSpotPair } from '../../../../contract/admin';
import { saveSpotPair } from '../../api/calls';
import { changesOf, formOf, PAIR_REFUSALS_AT, problemsOf } from '../../lib/spotPair';
import { FieldRow, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';

export function PairEditor({
  pair,
  onSaved,
  onCancel,
}: {
  pair: AdminSpotPair;
  onSaved: (p: AdminSpotPair) => void;
  onCancel: () => void;
}) {
  const terms = useTermsForm({
    stored: formOf(pair),
    problemsOf: (f) => problemsOf(pair, f),
    changesOf: (f) => Object.keys(changesOf(pair, f)),
    send: async (f) => onSaved(await saveSpotPair(pair.instrument_id, changesOf(pair, f))),
    confirm: false,
    refusalsAt: PAIR_REFUSALS_AT,
  });
  const { symbol, base, quote, open_orders: openOrders, price_decimals: priceDecimals } = pair;
  const max = pair.max_amount_decimals;

  return (
    <TermsForm terms={terms} label={symbol} heading={<Trans>Edit {symbol}</Trans>} onCancel={onCancel}>
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={terms.form.enabled === '1'}
          disabled={terms.saving}
          onChange={(e) => terms.set('enabled')(e.target.checked ? '1' : '0')}
        />
        <Trans>Trading on (off: new orders are refused; open orders stay)</Trans>
      </label>
      <FieldRow
        terms={terms}
        fields={[
          { name: 'maker_fee', label: <Trans>Maker fee (0 to 0.01)</Trans>, kind: 'decimal' },
          { name: 'taker_fee', label: <Trans>Taker fee (0 to 0.01)</Trans>, kind: 'decimal' },
          { name: 'market_protection', label: <Trans>Market order protection (up to 0.2)</Trans>, kind: 'decimal' },
          {
            name: 'price_band',
            label: <Trans>Limit price band around the last price (up to 0.9)</Trans>,
            kind: 'decimal',
          },
          { name: 'max_open_orders', label: <Trans>Open orders per user (1 to 500)</Trans>, kind: 'decimal' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'amount_decimals',
            label: <Trans>Amount decimals (0 to {max})</Trans>,
            kind: 'decimal',
            locked: openOrders > 0,
            hint:
              openOrders > 0 ? (
                <Trans>Fixed while the pair has open orders ({openOrders})</Trans>
              ) : (
                <Trans>Price decimals: {priceDecimals}</Trans>
              ),
          },
          { name: 'min_amount', label: <Trans>Least amount ({base})</Trans>, kind: 'decimal' },
          { name: 'min_total', label: <Trans>Least order value ({quote})</Trans>, kind: 'decimal' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'maker_levels', label: <Trans>Market maker levels a side (0 to 50)</Trans>, kind: 'decimal' },
          { name: 'maker_step', label: <Trans>Market maker step (up to 0.05)</Trans>, kind: 'decimal' },
          { name: 'maker_level_value', label: <Trans>Market maker level value ({quote})</Trans>, kind: 'decimal' },
        ]}
      />
    </TermsForm>
  );
}
