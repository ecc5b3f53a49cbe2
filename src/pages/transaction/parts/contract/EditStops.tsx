// Editing an open position's take-profit and stop-loss (POST /lever/setstop): both fields as they
// are, checked against the price now (a long's take-profit above it, its stop-loss below; the
// reverse for a short); an emptied field removes that stop. One Idempotency-Key per intended pair
// of stops. A refusal stays in the sheet.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { LeverPosition } from '../../../../../contract/lever';
import { ApiError } from '../../../../api/client';
import { setStops } from '../../../../api/lever';
import { groupDigits } from '../../../../lib/format';
import { checkStops, parsePrice, sideOf } from '../../../../lib/lever';
import { useQuote } from '../../../../state/quotes';
import { showToast } from '../../../../state/ui';
import { ConfirmActions } from '../../../../ui/ConfirmActions';
import { Field } from '../../../../ui/Field';
import { useNeedsNetwork } from '../../../../ui/OfflineReason';
import { Sheet } from '../../../../ui/Sheet';

type Props = {
  position: LeverPosition | null;
  decimals: number;
  onClose: () => void;
  onChanged: (p: LeverPosition) => void;
};

export function EditStops({ position, decimals, onClose, onChanged }: Props) {
  return (
    <Sheet open={position !== null} title={<Trans>Edit stops</Trans>} onClose={onClose}>
      {position && (
        <StopsForm key={position.id} position={position} decimals={decimals} onClose={onClose} onChanged={onChanged} />
      )}
    </Sheet>
  );
}

function StopsForm({ position: p, decimals, onClose, onChanged }: Props & { position: LeverPosition }) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const quote = useQuote(p.match_id);
  const price = quote?.price ?? p.update_price;
  const [takeProfit, setTakeProfit] = useState(p.target_profit_price ?? '');
  const [stopLoss, setStopLoss] = useState(p.stop_loss_price ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof checkStops>>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [answered, setAnswered] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [p.id, takeProfit.trim(), stopLoss.trim(), answered]);
  const long = p.type === 1;

  const text = (field: 'take_profit' | 'stop_loss') => {
    if (problem?.field !== field) return null;
    if (problem.kind === 'invalid') return t`Enter a price with at most ${decimals} decimals`;
    if (field === 'take_profit')
      return long
        ? t`A long's take-profit must be above the current price`
        : t`A short's take-profit must be below the current price`;
    return long
      ? t`A long's stop-loss must be below the current price`
      : t`A short's stop-loss must be above the current price`;
  };

  const save = async () => {
    const found = checkStops(sideOf(p.type), price, takeProfit, stopLoss, decimals);
    setProblem(found);
    if (found) return;
    const tp = parsePrice(takeProfit, decimals);
    const sl = parsePrice(stopLoss, decimals);
    setBusy(true);
    setSendError(null);
    try {
      const done = await setStops(
        p.id,
        { takeProfit: tp.ok ? tp.price : null, stopLoss: sl.ok ? sl.price : null },
        key,
        { quiet: true },
      );
      onChanged(done);
      showToast(t`Stops saved`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.kind !== 'session') {
        if (err.kind === 'refused') setAnswered((n) => n + 1);
        setSendError(err.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="order-form stops-form"
      aria-label={t`Edit stops`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="field-hint">
        {p.symbol} · <Trans>Current price</Trans> {price ? groupDigits(price) : '—'}
      </p>
      <Field
        label={t`Take-profit (optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={takeProfit}
        onChange={(v) => {
          setTakeProfit(v);
          setProblem(null);
        }}
        error={text('take_profit')}
      />
      <Field
        label={t`Stop-loss (optional)`}
        inputMode="decimal"
        autoComplete="off"
        value={stopLoss}
        onChange={(v) => {
          setStopLoss(v);
          setProblem(null);
        }}
        error={text('stop_loss')}
      />
      <p className="field-hint">
        <Trans>Leave a field empty to remove that stop.</Trans>
      </p>
      <ConfirmActions
        sendError={sendError}
        busy={busy}
        network={network}
        tone={long ? 'buy' : 'sell'}
        onClose={onClose}
        onConfirm={() => void save()}
      />
    </form>
  );
}
