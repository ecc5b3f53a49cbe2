// A labelled <select>: the label names it by id, so its accessible name is the label alone.
import { type ReactNode, useId } from 'react';

export function SelectField<T extends string>(props: {
  label: ReactNode;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        className="field-input select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
