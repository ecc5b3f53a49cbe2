// The multiples a contract allows, as chips: the chosen one pressed.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

export function MultipleChips({
  multiples,
  value,
  onChoose,
}: {
  multiples: readonly number[];
  value: number | null;
  onChoose: (multiple: number) => void;
}) {
  const id = useId();
  return (
    <fieldset className="multiple-chips" aria-labelledby={id}>
      <legend id={id} className="field-label">
        <Trans>Multiple</Trans>
      </legend>
      {multiples.map((m) => (
        <button
          key={m}
          type="button"
          className="multiple-chip"
          data-multiple={m}
          aria-pressed={value === m}
          onClick={() => onChoose(m)}
        >
          {m}×
        </button>
      ))}
    </fieldset>
  );
}
