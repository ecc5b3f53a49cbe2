// Cancelling a following, taking a copy over (self-hold) and closing a copy, each confirmed in a
// sheet through the money action (state/useMoneyAction.ts): one Idempotency-Key per following or
// copy (`keyPart`), the same one after a lost answer. A copy is closed with the contract's own
// close (POST lever/close: it is the follower's position). Once done the screen reads again.
import { useLingui } from '@lingui/react/macro';
import type { Copy } from '../../../contract/copy';
import { cancelFollow, selfHoldCopy } from '../../api/copy';
import { closePosition } from '../../api/lever';
import { useMoneyAction } from '../../state/useMoneyAction';

export type CancelFollowing = { traderId: string; nickname: string; openCopies: number };

export function useCancelFollow(onDone: () => void) {
  const { t } = useLingui();
  return useMoneyAction({
    identity: [],
    keyPart: (c: CancelFollowing) => c.traderId,
    send: (c: CancelFollowing, key) => cancelFollow(c.traderId, key),
    toast: (_reply, c) => {
      const nickname = c.nickname;
      return t`You no longer copy ${nickname}`;
    },
    onDone,
  });
}

export function useSelfHold(onDone: () => void) {
  const { t } = useLingui();
  return useMoneyAction({
    identity: [],
    keyPart: (c: Copy) => `hold:${c.id}`,
    send: (c: Copy, key) => selfHoldCopy(c.id, key),
    toast: t`The copy is yours to close: the trader's close no longer touches it`,
    onDone,
  });
}

export function useCloseCopy(onDone: () => void) {
  const { t } = useLingui();
  return useMoneyAction({
    identity: [],
    keyPart: (c: Copy) => `close:${c.id}`,
    send: (c: Copy, key) => closePosition(c.id, key),
    toast: t`Position closed`,
    onDone,
  });
}
