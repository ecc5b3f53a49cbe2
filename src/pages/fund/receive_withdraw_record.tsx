// Recharge and withdrawal records (spec §2 fund/receive_withdraw_record), one tab each. The tab is
// in the address (?tab=withdraw), so the withdraw screen can open its own records.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { NavBar } from '../../ui/NavBar';
import { RechargeRecords } from './records-recharge';
import { WithdrawRecords } from './records-withdraw';
import './fund.css';

type Tab = 'recharge' | 'withdraw';

export default function Records() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'recharge';
  const tabs: { key: Tab; label: string }[] = [
    { key: 'recharge', label: t`Recharge` },
    { key: 'withdraw', label: t`Withdraw` },
  ];

  return (
    <div className="page">
      <NavBar title={<Trans>Records</Trans>} />
      <div className="tabs" role="tablist" aria-label={t`Records`}>
        {tabs.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            id={`records-tab-${x.key}`}
            aria-controls="records-panel"
            aria-selected={tab === x.key}
            onClick={() => setParams({ tab: x.key }, { replace: true })}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="records-panel" aria-labelledby={`records-tab-${tab}`}>
        {tab === 'withdraw' ? <WithdrawRecords /> : <RechargeRecords />}
      </div>
    </div>
  );
}
