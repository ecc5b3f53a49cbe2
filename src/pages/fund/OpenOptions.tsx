// The Assets tab's options part, under the options account's balances: how many options are
// open (their stakes are held by the options desk until they settle), with links to them and to
// the options screen. Asked again when an option is accepted or settled.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { getOptions } from '../../api/options';
import { onRealtime } from '../../realtime/socket';
import { RowLink } from '../../ui/RowLink';

export function OpenOptions() {
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    getOptions({ status: 1 }, 1, { quiet: true, background: true }).then(
      (r) => {
        setTotal(r.total);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    load();
    return onRealtime('option', load);
  }, [load]);
  return (
    <div className="fund-links options-links">
      <RowLink to="/pages/transaction/seconds_order" testId="open-options">
        {total !== null && !failed ? <Trans>Open options ({total})</Trans> : <Trans>Open options</Trans>}
      </RowLink>
      <RowLink to="/pages/transaction/micro">
        <Trans>Trade seconds options</Trans>
      </RowLink>
    </div>
  );
}
