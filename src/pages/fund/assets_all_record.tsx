// All records (spec §2 fund/assets_all_record; assets "account-change record"): the bill with
// every filter.
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { NavBar } from '../../ui/NavBar';
import { BillList } from './BillList';
import { billFiltersOf } from './billQuery';

export default function AssetsAllRecord() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <NavBar title={<Trans>Account-change record</Trans>} />
      <BillList initial={billFiltersOf(params)} filters={['currency', 'account', 'kind']} />
    </div>
  );
}
