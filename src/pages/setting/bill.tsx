// Bills (spec §2 setting/bill; home "bills" tile): every balance change, filtered by currency,
// account and kind. The query may preselect filters (?kind=exchange).
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { NavBar } from '../../ui/NavBar';
import { BillList } from '../fund/BillList';
import { billFiltersOf } from '../fund/billQuery';

export default function Bill() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <NavBar title={<Trans>Bills</Trans>} />
      <BillList initial={billFiltersOf(params)} filters={['currency', 'account', 'kind']} />
    </div>
  );
}
