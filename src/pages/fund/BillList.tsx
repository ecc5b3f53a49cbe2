// The bill (spec §2 setting/bill, fund/assets_all_record, fund/assets_record; POST wallet/legal_log):
// balance changes newest first, ten at a time, each with its cause, account, currency and the
// signed change of available (and frozen). One component for the three screens: a filter given as
// a prop is fixed, the others can be chosen when `filters` is on.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { AccountId, BillKind, BillRow } from '../../../contract/wallet';
import { getBills } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { ACCOUNT_IDS, ACCOUNT_LABELS } from '../../lib/accounts';
import { groupDigits, trend } from '../../lib/format';
import { signed } from '../../lib/valuation';
import { PagedList } from '../../ui/PagedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { SelectField } from '../../ui/SelectField';
import { WALLET_CURRENCIES } from './accounts';
import { BILL_KIND_LABELS, BILL_KINDS } from './billKinds';
import './fund.css';

export type BillFilters = { currency: string; account: AccountId | ''; kind: BillKind | '' };

type Props = {
  /** The filters the list opens with. */
  initial?: Partial<BillFilters>;
  /** Which filters the user may change (the rest stay as given). */
  filters?: (keyof BillFilters)[];
};

export function BillList({ initial, filters = [] }: Props) {
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState<BillFilters>({ currency: '', account: '', kind: '', ...initial });
  const fetchPage = useCallback(
    (page: number) =>
      getBills({ currency: filter.currency, account: filter.account || undefined, kind: filter.kind }, page, {
        quiet: true,
      }),
    [filter],
  );
  const list = usePagedList<BillRow>(fetchPage);
  const set = (patch: Partial<BillFilters>) => setFilter((f) => ({ ...f, ...patch }));
  const all = t`All`;

  return (
    <>
      {filters.length > 0 && (
        <div className="bill-filters">
          {filters.includes('currency') && (
            <SelectField
              label={<Trans>Currency</Trans>}
              value={filter.currency}
              options={[{ value: '', label: all }, ...WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))]}
              onChange={(v) => set({ currency: v })}
            />
          )}
          {filters.includes('account') && (
            <SelectField
              label={<Trans>Account</Trans>}
              value={String(filter.account)}
              options={[
                { value: '', label: all },
                ...ACCOUNT_IDS.map((id) => ({ value: String(id), label: i18n._(ACCOUNT_LABELS[id]) })),
              ]}
              onChange={(v) => set({ account: v ? (Number(v) as AccountId) : '' })}
            />
          )}
          {filters.includes('kind') && (
            <SelectField<BillKind | ''>
              label={<Trans>Type</Trans>}
              value={filter.kind}
              options={[
                { value: '', label: all },
                ...BILL_KINDS.map((k) => ({ value: k, label: i18n._(BILL_KIND_LABELS[k]) })),
              ]}
              onChange={(v) => set({ kind: v })}
            />
          )}
        </div>
      )}
      <PagedList
        list={list}
        className="balance-list bill-list"
        empty={<Trans>No records</Trans>}
        failure={<Trans>Records could not be loaded. Check your connection and try again.</Trans>}
        row={(r) => (
          <li
            key={`${r.id}:${r.account}:${r.currency}`}
            className="balance-row bill-row"
            data-kind={r.kind}
            data-currency={r.currency}
          >
            <span className="bill-main">
              <strong>{i18n._(BILL_KIND_LABELS[r.kind] ?? r.kind)}</strong>
              <small className="muted">
                {i18n._(ACCOUNT_LABELS[r.account])} · {r.currency}
              </small>
            </span>
            <span className="balance-amounts">
              {r.available !== '0' || r.frozen === '0' ? (
                <span className={trend(r.available)} data-testid="bill-available">
                  {groupDigits(signed(r.available))} {r.currency}
                </span>
              ) : null}
              {r.frozen !== '0' && (
                <small className={trend(r.frozen)} data-testid="bill-frozen">
                  <Trans>
                    Frozen {groupDigits(signed(r.frozen))} {r.currency}
                  </Trans>
                </small>
              )}
              <small className="muted">
                <RelativeTime ms={r.created_at} />
              </small>
            </span>
          </li>
        )}
      />
    </>
  );
}
