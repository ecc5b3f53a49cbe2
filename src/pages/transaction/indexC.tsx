// Spec §2 transaction/indexC, the contract variant of the trading page: the contract screen.
import { Navigate, useSearchParams } from 'react-router-dom';

export default function ContractIndex() {
  const [params] = useSearchParams();
  const contract = params.get('contract');
  return <Navigate to={`/pages/transaction/contract${contract ? `?contract=${contract}` : ''}`} replace />;
}
