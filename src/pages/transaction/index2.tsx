// Spec §2 transaction/index2, the stock-index variant of the trading page: the contract screen,
// starting on the S&P 500 (its instrument id, 301) unless the link names another.
import { Navigate, useSearchParams } from 'react-router-dom';

export default function StockIndexContracts() {
  const [params] = useSearchParams();
  return <Navigate to={`/pages/transaction/contract?contract=${params.get('contract') || '301'}`} replace />;
}
