// The back office's screens, each with the permission it needs: navigation shows only what the
// operator's role can use.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueueCounts } from '../../../contract/admin';
import type { Permission } from '../lib/roles';

export type NavItem = {
  to: string;
  label: MessageDescriptor;
  permission: Permission;
  group: MessageDescriptor;
  /** The queue whose waiting items the link's badge counts (GET /admin/queues). */
  queue?: keyof QueueCounts;
};

const review = msg`Review`;
const people = msg`Users`;
const content = msg`Content`;
const trading = msg`Trading`;
const control = msg`Control`;

export const NAV: NavItem[] = [
  { to: '/kyc', label: msg`Identity verification`, permission: 'review', group: review, queue: 'kyc' },
  { to: '/recharge', label: msg`Recharges`, permission: 'review', group: review, queue: 'recharge' },
  { to: '/withdraw', label: msg`Withdrawals`, permission: 'review', group: review, queue: 'withdraw' },
  { to: '/support', label: msg`Customer service`, permission: 'support', group: review, queue: 'support' },
  { to: '/chat', label: msg`Chat room`, permission: 'support', group: review },
  { to: '/nft', label: msg`NFT sales`, permission: 'support', group: review, queue: 'nft' },
  // Trader applications are reviewed like identity verifications (the same permission).
  { to: '/copy', label: msg`Copy trading`, permission: 'review', group: review },
  { to: '/users', label: msg`Find a user`, permission: 'users.read', group: people },
  {
    to: '/adjustments',
    label: msg`Adjustment approvals`,
    permission: 'users.read',
    group: people,
    queue: 'adjustment',
  },
  { to: '/content/news', label: msg`News and pop-up`, permission: 'content', group: content },
  { to: '/content/banners', label: msg`Banners`, permission: 'content', group: content },
  { to: '/content/faq', label: msg`FAQ`, permission: 'content', group: content },
  { to: '/content/pages', label: msg`Information pages`, permission: 'content', group: content },
  { to: '/content/site', label: msg`Site configuration`, permission: 'content', group: content },
  { to: '/spot', label: msg`Spot`, permission: 'products.read', group: trading },
  { to: '/options', label: msg`Seconds options`, permission: 'products.read', group: trading },
  { to: '/lever', label: msg`Contracts`, permission: 'products.read', group: trading },
  { to: '/earn', label: msg`Earn products`, permission: 'products.read', group: trading },
  { to: '/ieo', label: msg`IEO launchpad`, permission: 'products.read', group: trading },
  { to: '/dual', label: msg`Dual investment`, permission: 'products.read', group: trading },
  { to: '/loans', label: msg`Crypto loans`, permission: 'products.read', group: trading },
  { to: '/nft/listings', label: msg`NFT listings`, permission: 'products.write', group: trading },
  { to: '/proof', label: msg`Proof of liabilities`, permission: 'products.read', group: control },
  { to: '/gifts', label: msg`Crypto gifts`, permission: 'audit', group: control },
  { to: '/audit', label: msg`Audit log`, permission: 'audit', group: control },
  { to: '/settlements', label: msg`Settlement check`, permission: 'audit', group: control },
];
