import type { Kysely } from 'kysely';

// The IEO launchpad and dual investment (issue 16, ADR 19): projects and their orders; plans, the
// products listed from them each day, and their orders. Demo projects and plans for the embedded
// default (an operator edits or adds more in the back office).
const DAY = 86_400_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ieo_project')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('pay_currency', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('supply', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'text', (c) => c.notNull())
    .addColumn('user_cap', 'text', (c) => c.notNull())
    .addColumn('show_at', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('lock_days', 'integer', (c) => c.notNull())
    .addColumn('release_days', 'integer', (c) => c.notNull())
    .addColumn('release_parts', 'integer', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('white_paper', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('asked', 'text', (c) => c.notNull())
    .addColumn('committed', 'text', (c) => c.notNull())
    .addColumn('ratio', 'text')
    .addColumn('allocated_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ieo_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('pay_currency', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('committed', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('allocated', 'text')
    .addColumn('cost', 'text')
    .addColumn('refund', 'text')
    .addColumn('released', 'text', (c) => c.notNull())
    .addColumn('parts_done', 'integer', (c) => c.notNull())
    .addColumn('next_release_at', 'bigint')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('allocated_at', 'bigint')
    .execute();
  await db.schema.createIndex('ieo_order_user_idx').on('ieo_order').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('ieo_order_project_idx').on('ieo_order').columns(['project_id', 'state']).execute();
  // The release sweep reads the parts that are due.
  await db.schema.createIndex('ieo_order_release_idx').on('ieo_order').columns(['state', 'next_release_at']).execute();

  await db.schema
    .createTable('dual_plan')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('strike_offset', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('share_size', 'text', (c) => c.notNull())
    .addColumn('total_number', 'integer', (c) => c.notNull())
    .addColumn('user_limit', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dual_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('strike', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('share_size', 'text', (c) => c.notNull())
    .addColumn('total_number', 'integer', (c) => c.notNull())
    .addColumn('user_limit', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('settle_at', 'bigint', (c) => c.notNull())
    .addColumn('listed_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('listed_price', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'text')
    .addColumn('settle_time', 'bigint')
    .execute();
  // One listing per plan and day, however many nodes try.
  await db.schema
    .createIndex('dual_product_plan_day')
    .on('dual_product')
    .columns(['plan_id', 'day'])
    .unique()
    .execute();
  await db.schema.createIndex('dual_product_state_idx').on('dual_product').columns(['state', 'settle_at']).execute();

  await db.schema
    .createTable('dual_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('strike', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('invest_currency', 'text', (c) => c.notNull())
    .addColumn('settle_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('payout', 'text')
    .addColumn('payout_currency', 'text')
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'text')
    .addColumn('settle_time', 'bigint')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('dual_order_user_idx')
    .on('dual_order')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  await db.schema.createIndex('dual_order_product_idx').on('dual_order').columns(['product_id', 'state']).execute();

  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  // The demo projects' descriptions in the nine languages: every one says it is a demo.
  const texts = {
    KST: {
      en: 'KST pays for fees on the Kestrel demo exchange. Sold at 0.05 USDT; if more is asked than the supply, everyone gets the same share and the rest of the payment back. A demo project: the token exists only inside Kestrel and has no value outside it.',
      zh: 'KST 用于支付 Kestrel 演示交易所的手续费。发行价 0.05 USDT；认购超过供应量时，每个人按相同比例获配，其余款项退回。演示项目：该代币只存在于 Kestrel 内，在外部没有任何价值。',
      hk: 'KST 用於支付 Kestrel 示範交易所的手續費。發行價 0.05 USDT；認購超過供應量時，每個人按相同比例獲配，其餘款項退回。示範項目：該代幣只存在於 Kestrel 內，在外部沒有任何價值。',
      fra: "KST paie les frais sur la plateforme de démonstration Kestrel. Vendu 0,05 USDT ; si la demande dépasse l'offre, chacun reçoit la même part et le reste de son paiement est remboursé. Projet de démonstration : le jeton n'existe que dans Kestrel et n'a aucune valeur ailleurs.",
      spa: 'KST paga las comisiones en el exchange de demostración de Kestrel. Se vende a 0,05 USDT; si se pide más de lo ofrecido, todos reciben la misma proporción y se devuelve el resto del pago. Proyecto de demostración: el token solo existe dentro de Kestrel y no tiene valor fuera.',
      th: 'KST ใช้จ่ายค่าธรรมเนียมบนกระดานเทรดสาธิตของ Kestrel ขายที่ 0.05 USDT หากมีผู้จองเกินจำนวนที่ขาย ทุกคนจะได้รับสัดส่วนเท่ากันและได้รับเงินส่วนที่เหลือคืน โครงการสาธิต: โทเค็นนี้มีอยู่ใน Kestrel เท่านั้นและไม่มีมูลค่าภายนอก',
      jp: 'KST は Kestrel デモ取引所の手数料の支払いに使われます。価格は 0.05 USDT。申込が供給量を超えた場合は全員が同じ割合で配分され、残りの代金は返金されます。デモ用プロジェクトです。このトークンは Kestrel 内にのみ存在し、外部では価値がありません。',
      kor: 'KST는 Kestrel 데모 거래소의 수수료 결제에 쓰입니다. 판매가는 0.05 USDT이며, 신청량이 공급량을 넘으면 모두가 같은 비율로 배정받고 나머지 금액은 환불됩니다. 데모 프로젝트: 이 토큰은 Kestrel 안에만 존재하며 외부에서는 가치가 없습니다.',
      vi: 'KST dùng để trả phí trên sàn demo Kestrel. Giá bán 0,05 USDT; nếu lượng đăng ký vượt nguồn cung, mọi người nhận cùng một tỷ lệ và được hoàn lại phần tiền còn lại. Dự án demo: token chỉ tồn tại trong Kestrel và không có giá trị bên ngoài.',
    },
    ORBT: {
      en: 'ORBT is a made-up settlement token for a made-up satellite network. A demo project: the token exists only inside Kestrel and has no value outside it.',
      zh: 'ORBT 是一个虚构卫星网络的虚构结算代币。演示项目：该代币只存在于 Kestrel 内，在外部没有任何价值。',
      hk: 'ORBT 是一個虛構衛星網絡的虛構結算代幣。示範項目：該代幣只存在於 Kestrel 內，在外部沒有任何價值。',
      fra: "ORBT est un jeton de règlement fictif pour un réseau de satellites fictif. Projet de démonstration : le jeton n'existe que dans Kestrel et n'a aucune valeur ailleurs.",
      spa: 'ORBT es un token de liquidación inventado para una red de satélites inventada. Proyecto de demostración: el token solo existe dentro de Kestrel y no tiene valor fuera.',
      th: 'ORBT เป็นโทเค็นชำระราคาสมมติของเครือข่ายดาวเทียมสมมติ โครงการสาธิต: โทเค็นนี้มีอยู่ใน Kestrel เท่านั้นและไม่มีมูลค่าภายนอก',
      jp: 'ORBT は架空の衛星ネットワークのための架空の決済トークンです。デモ用プロジェクトです。このトークンは Kestrel 内にのみ存在し、外部では価値がありません。',
      kor: 'ORBT는 가상의 위성 네트워크를 위한 가상의 결제 토큰입니다. 데모 프로젝트: 이 토큰은 Kestrel 안에만 존재하며 외부에서는 가치가 없습니다.',
      vi: 'ORBT là token thanh toán hư cấu cho một mạng vệ tinh hư cấu. Dự án demo: token chỉ tồn tại trong Kestrel và không có giá trị bên ngoài.',
    },
    NOVA: {
      en: 'NOVA is a made-up in-game currency; it is released in full when the sale ends. A demo project: the token exists only inside Kestrel and has no value outside it.',
      zh: 'NOVA 是一种虚构的游戏内货币，发售结束时一次性全部释放。演示项目：该代币只存在于 Kestrel 内，在外部没有任何价值。',
      hk: 'NOVA 是一種虛構的遊戲內貨幣，發售結束時一次性全部釋放。示範項目：該代幣只存在於 Kestrel 內，在外部沒有任何價值。',
      fra: "NOVA est une monnaie de jeu fictive, entièrement libérée à la fin de la vente. Projet de démonstration : le jeton n'existe que dans Kestrel et n'a aucune valeur ailleurs.",
      spa: 'NOVA es una moneda de juego inventada; se libera por completo al terminar la venta. Proyecto de demostración: el token solo existe dentro de Kestrel y no tiene valor fuera.',
      th: 'NOVA เป็นสกุลเงินในเกมสมมติ ปลดล็อกทั้งหมดเมื่อการขายสิ้นสุด โครงการสาธิต: โทเค็นนี้มีอยู่ใน Kestrel เท่านั้นและไม่มีมูลค่าภายนอก',
      jp: 'NOVA は架空のゲーム内通貨で、販売終了時に全量が解放されます。デモ用プロジェクトです。このトークンは Kestrel 内にのみ存在し、外部では価値がありません。',
      kor: 'NOVA는 가상의 게임 내 화폐로, 판매가 끝나면 전량 해제됩니다. 데모 프로젝트: 이 토큰은 Kestrel 안에만 존재하며 외부에서는 가치가 없습니다.',
      vi: 'NOVA là đồng tiền trong game hư cấu; được mở khóa toàn bộ khi đợt bán kết thúc. Dự án demo: token chỉ tồn tại trong Kestrel và không có giá trị bên ngoài.',
    },
  };
  const projects = [
    {
      id: 1,
      title: 'Kestrel Token (demo)',
      token: 'KST',
      price: '0.05',
      supply: '2000000',
      min_amount: '100',
      user_cap: '200000',
      show_at: today - 2 * DAY,
      start_at: today - DAY,
      end_at: today + 7 * DAY,
      lock_days: 7,
      release_days: 30,
      release_parts: 3,
      descriptions: JSON.stringify(texts.KST),
    },
    {
      id: 2,
      title: 'Orbit Network (demo)',
      token: 'ORBT',
      price: '1.5',
      supply: '100000',
      min_amount: '10',
      user_cap: '5000',
      show_at: today - 3 * DAY,
      start_at: today - 2 * DAY,
      end_at: today + DAY,
      lock_days: 3,
      release_days: 15,
      release_parts: 4,
      descriptions: JSON.stringify(texts.ORBT),
    },
    {
      id: 3,
      title: 'Nova Games (demo)',
      token: 'NOVA',
      price: '0.2',
      supply: '500000',
      min_amount: '50',
      user_cap: '20000',
      show_at: today - DAY,
      start_at: today + 2 * DAY,
      end_at: today + 9 * DAY,
      lock_days: 0,
      release_days: 0,
      release_parts: 1,
      descriptions: JSON.stringify(texts.NOVA),
    },
  ];
  await (db as Kysely<{ ieo_project: Record<string, unknown> }>)
    .insertInto('ieo_project')
    .values(
      projects.map((p) => ({
        ...p,
        pay_currency: 'USDT',
        link: 'https://example.com/',
        white_paper: 'https://example.com/whitepaper.pdf',
        enabled: 1,
        asked: '0',
        committed: '0',
        ratio: null,
        allocated_at: null,
        updated_at: now,
      })),
    )
    .execute();

  // Plans: [coin, type, days, APR, strike offset, step, share size].
  const plans = [
    ['BTC', 'put', 7, '0.25', '0.03', '500', '100'],
    ['BTC', 'call', 7, '0.22', '0.03', '500', '0.001'],
    ['BTC', 'put', 3, '0.3', '0.015', '500', '100'],
    ['ETH', 'put', 7, '0.3', '0.04', '25', '100'],
    ['ETH', 'call', 7, '0.28', '0.04', '25', '0.05'],
  ] as const;
  await (db as Kysely<{ dual_plan: Record<string, unknown> }>)
    .insertInto('dual_plan')
    .values(
      plans.map(([coin, type, days, rate, offset, step, share_size], i) => ({
        id: i + 1,
        coin,
        type,
        days,
        rate,
        strike_offset: offset,
        step,
        share_size,
        total_number: 5000,
        user_limit: 500,
        enabled: 1,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dual_order', 'dual_product', 'dual_plan', 'ieo_order', 'ieo_project'])
    await db.schema.dropTable(t).execute();
}
