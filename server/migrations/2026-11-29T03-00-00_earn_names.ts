import type { Kysely } from 'kysely';

// Earn product names per language (issue 40): `names` holds the name in languages other than
// English, keyed by language code; a reader whose language has none sees `name`. The demo products
// get their names in the app's eight other languages, unless an operator has renamed them.
const DEMO_NAMES: Record<number, { en: string; names: Record<string, string> }> = {
  1: {
    en: 'USDT lock mining · 5 days',
    names: {
      zh: 'USDT 锁仓挖矿 · 5 天',
      hk: 'USDT 鎖倉挖礦 · 5 天',
      fra: 'Minage bloqué USDT · 5 jours',
      spa: 'Minería bloqueada USDT · 5 días',
      th: 'ล็อกขุด USDT · 5 วัน',
      jp: 'USDT ロックマイニング · 5日',
      kor: 'USDT 락업 채굴 · 5일',
      vi: 'Khai thác khóa USDT · 5 ngày',
    },
  },
  2: {
    en: 'USDT lock mining · 30 days',
    names: {
      zh: 'USDT 锁仓挖矿 · 30 天',
      hk: 'USDT 鎖倉挖礦 · 30 天',
      fra: 'Minage bloqué USDT · 30 jours',
      spa: 'Minería bloqueada USDT · 30 días',
      th: 'ล็อกขุด USDT · 30 วัน',
      jp: 'USDT ロックマイニング · 30日',
      kor: 'USDT 락업 채굴 · 30일',
      vi: 'Khai thác khóa USDT · 30 ngày',
    },
  },
  3: {
    en: 'BTC lock mining · 15 days',
    names: {
      zh: 'BTC 锁仓挖矿 · 15 天',
      hk: 'BTC 鎖倉挖礦 · 15 天',
      fra: 'Minage bloqué BTC · 15 jours',
      spa: 'Minería bloqueada BTC · 15 días',
      th: 'ล็อกขุด BTC · 15 วัน',
      jp: 'BTC ロックマイニング · 15日',
      kor: 'BTC 락업 채굴 · 15일',
      vi: 'Khai thác khóa BTC · 15 ngày',
    },
  },
  4: {
    en: 'ETH DeFi mining · 7 days',
    names: {
      zh: 'ETH DeFi 挖矿 · 7 天',
      hk: 'ETH DeFi 挖礦 · 7 天',
      fra: 'Minage DeFi ETH · 7 jours',
      spa: 'Minería DeFi ETH · 7 días',
      th: 'ขุด DeFi ETH · 7 วัน',
      jp: 'ETH DeFiマイニング · 7日',
      kor: 'ETH DeFi 채굴 · 7일',
      vi: 'Khai thác DeFi ETH · 7 ngày',
    },
  },
  5: {
    en: 'Cloud mining · 10 days',
    names: {
      zh: '云挖矿 · 10 天',
      hk: '雲挖礦 · 10 天',
      fra: 'Minage dans le cloud · 10 jours',
      spa: 'Minería en la nube · 10 días',
      th: 'คลาวด์ไมนิ่ง · 10 วัน',
      jp: 'クラウドマイニング · 10日',
      kor: '클라우드 채굴 · 10일',
      vi: 'Đào trên đám mây · 10 ngày',
    },
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('earn_product')
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const products = db as Kysely<{ earn_product: { id: number; name: string; names: string } }>;
  for (const [id, { en, names }] of Object.entries(DEMO_NAMES))
    await products
      .updateTable('earn_product')
      .set({ names: JSON.stringify(names) })
      .where('id', '=', Number(id))
      .where('name', '=', en)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('earn_product').dropColumn('names').execute();
}
