// Says that a review decision was made ("Recharge approved."), from the location state the
// deciding form leaves (lib/decided.ts). The polite live region is always there, so screen readers
// announce the note when it arrives; the note itself (role status) only while there is one, so a
// screen's own status messages stay the only ones otherwise.
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { decidedOf, decidedText } from '../lib/decided';

export function DecidedNote() {
  const { i18n } = useLingui();
  const decided = decidedOf(useLocation().state);
  return (
    <div aria-live="polite">
      {decided ? (
        <p className="ok-note" role="status">
          {i18n._(decidedText(decided))}
        </p>
      ) : null}
    </div>
  );
}
