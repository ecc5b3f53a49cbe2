// Copy trading's live notices (socket `copy`, to the follower's devices): a copy opened, closed or
// was skipped is said at once in a toast, wherever the reader is; the screens that list copies
// read again themselves (pages/copytrade/useCopyData.ts). An event sent while the socket was down
// is lost; the server's notification keeps a skipped copy, and the screens read again on reconnect.
import { msg } from '@lingui/core/macro';
import type { CopyEvent } from '../../contract/copy';
import { i18n } from '../i18n/i18n';
import { showToast } from '../state/ui';
import { onRealtime } from './socket';

export function startCopyNotices(): void {
  onRealtime<CopyEvent>('copy', (e) => {
    if (e.kind === 'skipped') {
      const symbol = e.skip.symbol;
      showToast(i18n._(msg`A copy of ${symbol} was skipped: see My copy trading`));
      return;
    }
    const { symbol, nickname } = e.copy;
    const lots = e.copy.share;
    showToast(
      e.kind === 'opened'
        ? i18n._(msg`Copy opened: ${symbol}, ${lots} lots, following ${nickname}`)
        : i18n._(msg`Copy closed: ${symbol}, following ${nickname}`),
    );
  });
}
