// The shell: sign-in when there is no operator, else the side navigation (only what the role can
// use) and the screens, hash-routed under /admin/.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { logout, me } from '../api/calls';
import { can, type Permission } from '../lib/roles';
import Audit from '../pages/Audit';
import Articles from '../pages/content/Articles';
import Faq from '../pages/content/Faq';
import InfoPages from '../pages/content/InfoPages';
import Site from '../pages/content/Site';
import CopyApplications from '../pages/copy/CopyApplications';
import Dual from '../pages/dual/Dual';
import Earn from '../pages/earn/Earn';
import Gifts from '../pages/gifts/Gifts';
import Ieo from '../pages/ieo/Ieo';
import Login from '../pages/Login';
import Lever from '../pages/lever/Lever';
import Loans from '../pages/loans/Loans';
import NftListings from '../pages/nft/NftListings';
import NftSales from '../pages/nft/NftSales';
import Options from '../pages/options/Options';
import Proof from '../pages/proof/Proof';
import KycDetail from '../pages/review/KycDetail';
import KycQueue from '../pages/review/KycQueue';
import RechargeDetail from '../pages/review/RechargeDetail';
import RechargeQueue from '../pages/review/RechargeQueue';
import WithdrawQueue from '../pages/review/WithdrawQueue';
import SettlementCheck from '../pages/settlements/SettlementCheck';
import Spot from '../pages/spot/Spot';
import ChatModeration from '../pages/support/ChatModeration';
import Desk from '../pages/support/Desk';
import Adjustments from '../pages/users/Adjustments';
import UserDetail from '../pages/users/UserDetail';
import UserSearch from '../pages/users/UserSearch';
import { adminSession, signIn, signOut } from '../state/session';
import { DecidedNote } from '../ui/DecidedNote';
import { LangSwitch } from './LangSwitch';
import { NAV } from './nav';
import { SideNav } from './SideNav';

export function App() {
  const { operator, token } = useSnapshot(adminSession);
  // The stored operator may be stale (role changed, session over): ask the server once.
  useEffect(() => {
    if (token)
      me().then(
        (op) => signIn(token, op),
        () => undefined,
      );
  }, [token]);
  if (!operator) return <Login />;
  return (
    <HashRouter>
      <Layout />
    </HashRouter>
  );
}

function Layout() {
  const { operator } = useSnapshot(adminSession);
  const role = operator?.role;
  const items = NAV.filter((n) => can(role, n.permission));
  const home = items[0]?.to ?? '/kyc';
  const guard = (permission: Permission, element: React.ReactNode) =>
    can(role, permission) ? element : <Navigate to={home} replace />;

  return (
    <div className="layout">
      <aside className="sidebar">
        <p className="brand">
          Kestrel · <Trans>Back office</Trans>
        </p>
        <SideNav items={items} counted={can(role, 'review')} />
        <div className="who">
          <p>
            {operator?.name} <span className="role">({operator?.role})</span>
          </p>
          <p className="muted">{operator?.email}</p>
          <LangSwitch />
          <button type="button" onClick={() => logout().finally(signOut)}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      </aside>
      <main className="content">
        <DecidedNote />
        <Routes>
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path="/kyc" element={guard('review', <KycQueue />)} />
          <Route path="/kyc/:id" element={guard('review', <KycDetail />)} />
          <Route path="/recharge" element={guard('review', <RechargeQueue />)} />
          <Route path="/recharge/:id" element={guard('review', <RechargeDetail />)} />
          <Route path="/withdraw" element={guard('review', <WithdrawQueue />)} />
          <Route path="/support" element={guard('support', <Desk />)} />
          <Route path="/chat" element={guard('support', <ChatModeration />)} />
          <Route path="/nft" element={guard('support', <NftSales />)} />
          <Route path="/copy" element={guard('review', <CopyApplications />)} />
          <Route path="/nft/listings" element={guard('products.write', <NftListings />)} />
          <Route path="/users" element={guard('users.read', <UserSearch />)} />
          <Route path="/users/:id" element={guard('users.read', <UserDetail />)} />
          <Route path="/adjustments" element={guard('users.read', <Adjustments />)} />
          <Route path="/content/news" element={guard('content', <Articles cId={4} />)} />
          <Route path="/content/banners" element={guard('content', <Articles cId={5} />)} />
          <Route path="/content/faq" element={guard('content', <Faq />)} />
          <Route path="/content/pages" element={guard('content', <InfoPages />)} />
          <Route path="/content/site" element={guard('content', <Site />)} />
          <Route path="/spot" element={guard('products.read', <Spot />)} />
          <Route path="/options" element={guard('products.read', <Options />)} />
          <Route path="/lever" element={guard('products.read', <Lever />)} />
          <Route path="/earn" element={guard('products.read', <Earn />)} />
          <Route path="/ieo" element={guard('products.read', <Ieo />)} />
          <Route path="/dual" element={guard('products.read', <Dual />)} />
          <Route path="/loans" element={guard('products.read', <Loans />)} />
          <Route path="/proof" element={guard('products.read', <Proof />)} />
          <Route path="/gifts" element={guard('audit', <Gifts />)} />
          <Route path="/audit" element={guard('audit', <Audit />)} />
          <Route path="/settlements" element={guard('audit', <SettlementCheck />)} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </main>
    </div>
  );
}
