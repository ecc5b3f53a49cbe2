import type { Kysely } from 'kysely';

// Customer service (issue 18, ADR 20): one conversation per customer (an account, or a guest's
// device until it signs in), its messages numbered in order, the desk's canned replies in the nine
// languages, and the messaging-app contact offered beside the chat.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_conversation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'u:<user id>' or 'd:<sha-256 of the device key>': one conversation per customer.
    .addColumn('owner', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'text')
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('user_read_seq', 'integer', (c) => c.notNull())
    .addColumn('desk_read_seq', 'integer', (c) => c.notNull())
    .addColumn('last_body', 'text', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The desk's queue: open conversations, most recent first.
  await db.schema
    .createIndex('support_conversation_queue_idx')
    .on('support_conversation')
    .columns(['state', 'last_at'])
    .execute();

  await db.schema
    .createTable('support_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('support_conversation.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('support_message_seq_key', ['conversation_id', 'seq'])
    // A retried send stores nothing new.
    .addUniqueConstraint('support_message_client_key', ['conversation_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('support_canned')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ support_canned: Record<string, unknown> }>)
    .insertInto('support_canned')
    .values(CANNED.map((c, i) => ({ id: i + 1, title: c.title, texts: JSON.stringify(c.texts), sort: i + 1 })))
    .execute();

  await (db as Kysely<{ setting: Record<string, unknown> }>)
    .insertInto('setting')
    .values({ keyword: 'kefu_contact', value: 'https://t.me/kestrel_support', public: 1, updated_at: Date.now() })
    .onConflict((oc) => oc.column('keyword').doNothing())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['support_message', 'support_conversation', 'support_canned']) await db.schema.dropTable(t).execute();
  await (db as Kysely<{ setting: { keyword: string } }>)
    .deleteFrom('setting')
    .where('keyword', '=', 'kefu_contact')
    .execute();
}

const CANNED: { title: string; texts: Record<string, string> }[] = [
  {
    title: 'Greeting',
    texts: {
      en: 'Hello, thank you for contacting Kestrel support. How can I help you?',
      zh: '您好，感谢联系 Kestrel 客服。请问有什么可以帮您？',
      hk: '您好，感謝聯絡 Kestrel 客服。請問有甚麼可以幫您？',
      fra: 'Bonjour, merci d’avoir contacté le support Kestrel. Comment puis-je vous aider ?',
      spa: 'Hola, gracias por contactar con el soporte de Kestrel. ¿En qué puedo ayudarle?',
      th: 'สวัสดีครับ ขอบคุณที่ติดต่อฝ่ายบริการลูกค้า Kestrel มีอะไรให้ช่วยไหมครับ',
      jp: 'こんにちは。Kestrel サポートへのお問い合わせありがとうございます。どのようなご用件でしょうか？',
      kor: '안녕하세요, Kestrel 고객센터에 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?',
      vi: 'Xin chào, cảm ơn bạn đã liên hệ bộ phận hỗ trợ Kestrel. Tôi có thể giúp gì cho bạn?',
    },
  },
  {
    title: 'Verification in review',
    texts: {
      en: 'Your identity verification is being reviewed. This usually takes less than one business day; you will get a notification when it is done.',
      zh: '您的身份认证正在审核中，通常在一个工作日内完成，完成后您会收到通知。',
      hk: '您的身份認證正在審核中，通常在一個工作日內完成，完成後您會收到通知。',
      fra: 'Votre vérification d’identité est en cours d’examen. Cela prend généralement moins d’un jour ouvré ; vous recevrez une notification une fois terminée.',
      spa: 'Su verificación de identidad está en revisión. Suele tardar menos de un día hábil; recibirá una notificación cuando termine.',
      th: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบ โดยปกติใช้เวลาไม่เกินหนึ่งวันทำการ คุณจะได้รับการแจ้งเตือนเมื่อเสร็จสิ้น',
      jp: '本人確認は現在審査中です。通常1営業日以内に完了し、完了時に通知が届きます。',
      kor: '신원 인증을 검토 중입니다. 보통 영업일 기준 하루 이내에 완료되며, 완료되면 알림을 보내드립니다.',
      vi: 'Xác minh danh tính của bạn đang được xem xét. Thường mất chưa đến một ngày làm việc; bạn sẽ nhận được thông báo khi hoàn tất.',
    },
  },
  {
    title: 'Recharge being checked',
    texts: {
      en: 'We have received your recharge and are checking it. It will be credited to your spot account as soon as it is confirmed.',
      zh: '我们已收到您的充值，正在核对，确认后将计入您的现货账户。',
      hk: '我們已收到您的充值，正在核對，確認後將計入您的現貨賬戶。',
      fra: 'Nous avons reçu votre dépôt et le vérifions. Il sera crédité sur votre compte spot dès sa confirmation.',
      spa: 'Hemos recibido su recarga y la estamos comprobando. Se abonará en su cuenta spot en cuanto se confirme.',
      th: 'เราได้รับการเติมเงินของคุณแล้วและกำลังตรวจสอบ จะเข้าบัญชีสปอตของคุณทันทีที่ได้รับการยืนยัน',
      jp: 'ご入金を受け付け、確認中です。確認が取れ次第、現物口座に反映されます。',
      kor: '충전을 접수하여 확인 중입니다. 확인되는 즉시 현물 계정에 입금됩니다.',
      vi: 'Chúng tôi đã nhận được khoản nạp của bạn và đang kiểm tra. Khoản này sẽ được ghi có vào tài khoản giao ngay ngay khi được xác nhận.',
    },
  },
  {
    title: 'Anything else',
    texts: {
      en: 'Is there anything else I can help you with?',
      zh: '请问还有其他可以帮您的吗？',
      hk: '請問還有其他可以幫您的嗎？',
      fra: 'Puis-je vous aider pour autre chose ?',
      spa: '¿Hay algo más en lo que pueda ayudarle?',
      th: 'มีอะไรให้ช่วยเพิ่มเติมอีกไหมครับ',
      jp: '他にお手伝いできることはございますか？',
      kor: '더 도와드릴 일이 있을까요?',
      vi: 'Tôi có thể giúp gì thêm cho bạn không?',
    },
  },
];
