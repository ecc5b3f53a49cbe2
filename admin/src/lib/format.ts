// Dates for operators: local time, to the second, sortable at a glance.
export function dateTime(ms: number | string | null | undefined): string {
  if (ms === null || ms === undefined || ms === '') return '—';
  const d = new Date(Number(ms));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The value of a datetime-local input for an instant, and back. */
export const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
export const fromLocalInput = (v: string) => new Date(v).getTime();

/** A decimal string with its whole part grouped by thousands, exactly as given otherwise: 1,000.5. */
export const grouped = (v: string) => {
  const [whole = '', fraction] = v.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
};

/** Who a customer is to an operator: the e-mail, else the phone, else (neither bound) the account id. */
export const customerLabel = (c: { email: string | null; mobile: string | null; user_id: string }) =>
  c.email ?? c.mobile ?? c.user_id;

/** A result with its sign: '+5', '-5', '0'; '—' when there is none (no recorded price). */
export const signed = (v: string | null) => (v === null ? '—' : v.startsWith('-') || v === '0' ? v : `+${v}`);
