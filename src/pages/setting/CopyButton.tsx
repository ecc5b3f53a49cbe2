import { Trans } from '@lingui/react/macro';
import { useCopy } from './security-copy';

/** "Copy" beside a value (a UID, an invite code, a setup key); `label` names what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = useCopy();
  return (
    <button type="button" className="copy-button" onClick={() => void copy(value)} aria-label={label}>
      <Trans>Copy</Trans>
    </button>
  );
}
