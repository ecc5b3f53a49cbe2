// The confirm step of a money action (an order, a subscription, an option): what is about to be
// sent as summary rows, what to know before sending, then Cancel and Confirm with a failed send
// kept in view, so confirming again sends the same request. Each product's sheet describes only
// its rows and its note.
import type { ReactNode } from 'react';
import { ConfirmActions } from './ConfirmActions';
import type { useNeedsNetwork } from './OfflineReason';
import { Sheet } from './Sheet';

/** What a screen hands its confirm sheet: what is being confirmed (null: closed) and the send's state. */
export type ConfirmSheetProps<C> = {
  confirming: C | null;
  busy: boolean;
  sendError: string | null;
  network: ReturnType<typeof useNeedsNetwork>;
  onClose: () => void;
  onConfirm: () => void;
};

/** What sheetOf reads of a money action (state/useMoneyAction.ts). */
type SheetAction<C> = {
  confirming: C | null;
  busy: boolean;
  sendError: string | null;
  close: () => void;
  send: () => Promise<boolean>;
};

/**
 * The sheet's props from a money action: Confirm sends; when the answer was not "done" (a refusal,
 * an unknown outcome), `afterRefusal` reads again what the form depended on (terms, balances).
 */
export const sheetOf = <C,>(
  action: SheetAction<C>,
  network: ReturnType<typeof useNeedsNetwork>,
  afterRefusal: () => void,
): ConfirmSheetProps<C> => ({
  confirming: action.confirming,
  busy: action.busy,
  sendError: action.sendError,
  network,
  onClose: action.close,
  onConfirm: () => {
    void action.send().then((done) => {
      if (!done) afterRefusal();
    });
  },
});

type Props<C> = ConfirmSheetProps<C> & {
  title: ReactNode;
  /** The colour of Confirm: buying/up or selling/down. */
  tone: 'buy' | 'sell' | ((c: C) => 'buy' | 'sell');
  /** The summary rows (SummaryRow) of what will be sent. */
  rows: (c: C) => ReactNode;
  /** Under the rows, before the note: what the rows do not say as rows (dual's two outcomes). */
  detail?: (c: C) => ReactNode;
  /** What to know before sending (how it settles, what leaving early costs); null for nothing. */
  note?: (c: C) => ReactNode;
};

export function ConfirmSheet<C>({
  confirming: c,
  busy,
  sendError,
  network,
  onClose,
  onConfirm,
  title,
  tone,
  rows,
  detail,
  note,
}: Props<C>) {
  const noted = c !== null ? note?.(c) : null;
  return (
    <Sheet open={c !== null} title={title} onClose={onClose}>
      {c !== null && (
        <>
          <dl className="summary-list confirm-list">{rows(c)}</dl>
          {detail?.(c)}
          {noted != null && <p className="field-hint confirm-note">{noted}</p>}
          <ConfirmActions
            sendError={sendError}
            busy={busy}
            network={network}
            tone={typeof tone === 'function' ? tone(c) : tone}
            onClose={onClose}
            onConfirm={onConfirm}
          />
        </>
      )}
    </Sheet>
  );
}
