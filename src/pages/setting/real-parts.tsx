// Parts shared by the identity verification screens (real, real_mark, the level forms) and the
// wallet and bank screens: a verification status badge, the document types and a row of choices.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ID_TYPES, type RealState } from '../../../contract/kyc';
import type { RealStatus } from '../../../contract/user';

/** The state of one level (spec §4), from the user's verified level and latest submission. */
export function levelStatus(state: RealState, level: 1 | 2): RealStatus {
  if (state.level >= level) return 'verified';
  if (state.submitted_level === level && (state.status === 'review' || state.status === 'failed')) return state.status;
  return 'none';
}

export function StatusBadge({ status }: { status: RealStatus }) {
  return (
    <span className={`real-badge real-badge-${status}`}>
      {status === 'verified' ? (
        <Trans>Verified</Trans>
      ) : status === 'review' ? (
        <Trans>Under review</Trans>
      ) : status === 'failed' ? (
        <Trans>Audit failed</Trans>
      ) : (
        <Trans>Not verified</Trans>
      )}
    </span>
  );
}

export type IdType = keyof typeof ID_TYPES;
export const ID_TYPE_KEYS = Object.keys(ID_TYPES) as IdType[];

export const isIdType = (value: string | null | undefined): value is IdType =>
  value !== null && value !== undefined && value in ID_TYPES;

export function useIdTypeName() {
  const { t } = useLingui();
  return (idType: IdType) => (idType === '1' ? t`ID card` : idType === '2' ? t`Passport` : t`Driver licence`);
}

/** A row of mutually exclusive choices: radio buttons with a segmented look and 44 px targets. */
export function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="real-choice">
      <legend className="field-label">{label}</legend>
      <div className="segmented">
        {options.map((o) => (
          <label key={o.value} className="real-radio">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
