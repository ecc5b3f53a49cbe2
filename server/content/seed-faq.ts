// Demo FAQ: three groups (four entries each, five in trading), in all nine languages.
import type { FAQ_TYPES } from '../../contract/content';
import type { Locale } from '../../contract/locales';

type FaqType = (typeof FAQ_TYPES)[number];

export const FAQ_GROUPS: { type: FaqType; sort: number; titles: Record<Locale, string> }[] = [
  {
    type: 'account',
    sort: 1,
    titles: {
      en: 'Account & security',
      zh: '账户与安全',
      hk: '帳戶與安全',
      fra: 'Compte et sécurité',
      spa: 'Cuenta y seguridad',
      th: 'บัญชีและความปลอดภัย',
      jp: 'アカウントとセキュリティ',
      kor: '계정 및 보안',
      vi: 'Tài khoản và bảo mật',
    },
  },
  {
    type: 'funds',
    sort: 2,
    titles: {
      en: 'Deposits & withdrawals',
      zh: '充值与提现',
      hk: '存款與提款',
      fra: 'Dépôts et retraits',
      spa: 'Depósitos y retiros',
      th: 'การฝากและถอนเงิน',
      jp: '入金と出金',
      kor: '입금 및 출금',
      vi: 'Nạp và rút tiền',
    },
  },
  {
    type: 'trading',
    sort: 3,
    titles: {
      en: 'Trading',
      zh: '交易',
      hk: '交易',
      fra: 'Trading',
      spa: 'Trading',
      th: 'การซื้อขาย',
      jp: '取引',
      kor: '거래',
      vi: 'Giao dịch',
    },
  },
];

type QA = [question: string, answer: string];

export const FAQ: { id: number; type: FaqType; sort: number; texts: Record<Locale, QA> }[] = [
  {
    id: 1,
    type: 'account',
    sort: 1,
    texts: {
      en: [
        'How do I create an account?',
        'Tap “Log in” on the home screen, then “Create an account”. Register with your e-mail address or phone number, enter the 6-digit code we send you and choose a password longer than 6 characters. An invite code is optional.',
      ],
      zh: [
        '如何注册账户？',
        '点击首页的“登录”，然后选择“创建账户”。使用邮箱或手机号注册，输入我们发送的 6 位验证码，并设置长度超过 6 位的密码。邀请码可不填。',
      ],
      hk: [
        '如何註冊帳戶？',
        '點擊首頁的「登入」，然後選擇「建立帳戶」。使用電郵或手機號碼註冊，輸入我們發送的 6 位驗證碼，並設定長度超過 6 位的密碼。邀請碼可不填。',
      ],
      fra: [
        'Comment créer un compte ?',
        'Touchez « Se connecter » sur l’écran d’accueil, puis « Créer un compte ». Inscrivez-vous avec votre adresse e-mail ou votre numéro de téléphone, saisissez le code à 6 chiffres que nous vous envoyons et choisissez un mot de passe de plus de 6 caractères. Le code d’invitation est facultatif.',
      ],
      spa: [
        '¿Cómo creo una cuenta?',
        'Toque «Iniciar sesión» en la pantalla de inicio y después «Crear una cuenta». Regístrese con su correo electrónico o número de teléfono, introduzca el código de 6 dígitos que le enviamos y elija una contraseña de más de 6 caracteres. El código de invitación es opcional.',
      ],
      th: [
        'ฉันจะสร้างบัญชีได้อย่างไร',
        'แตะ “เข้าสู่ระบบ” บนหน้าแรก แล้วแตะ “สร้างบัญชี” ลงทะเบียนด้วยอีเมลหรือหมายเลขโทรศัพท์ กรอกรหัส 6 หลักที่เราส่งให้ และตั้งรหัสผ่านที่ยาวกว่า 6 ตัวอักษร รหัสเชิญไม่บังคับ',
      ],
      jp: [
        'アカウントはどうやって作成しますか？',
        'ホーム画面の「ログイン」をタップし、「アカウントを作成」を選びます。メールアドレスまたは電話番号で登録し、送信された 6 桁のコードを入力して、7 文字以上のパスワードを設定してください。招待コードは任意です。',
      ],
      kor: [
        '계정은 어떻게 만드나요?',
        '홈 화면에서 “로그인”을 누른 뒤 “계정 만들기”를 누르세요. 이메일 주소나 휴대폰 번호로 가입하고, 보내 드린 6자리 코드를 입력한 다음 6자를 넘는 비밀번호를 정하세요. 초대 코드는 선택 사항입니다.',
      ],
      vi: [
        'Làm thế nào để tạo tài khoản?',
        'Chạm “Đăng nhập” trên màn hình chính, rồi chọn “Tạo tài khoản”. Đăng ký bằng e-mail hoặc số điện thoại, nhập mã 6 chữ số chúng tôi gửi và đặt mật khẩu dài hơn 6 ký tự. Mã mời là không bắt buộc.',
      ],
    },
  },
  {
    id: 2,
    type: 'account',
    sort: 2,
    texts: {
      en: [
        'I forgot my password. What can I do?',
        'On the login screen tap “Forgot password?”, enter your e-mail address or phone number, and use the code we send you to set a new password. Then log in again with the new password.',
      ],
      zh: [
        '忘记密码怎么办？',
        '在登录页点击“忘记密码？”，输入您的邮箱或手机号，使用我们发送的验证码设置新密码，然后用新密码重新登录。',
      ],
      hk: [
        '忘記密碼怎麼辦？',
        '在登入頁點擊「忘記密碼？」，輸入您的電郵或手機號碼，使用我們發送的驗證碼設定新密碼，然後用新密碼重新登入。',
      ],
      fra: [
        'J’ai oublié mon mot de passe. Que faire ?',
        'Sur l’écran de connexion, touchez « Mot de passe oublié ? », saisissez votre adresse e-mail ou votre numéro de téléphone et utilisez le code reçu pour définir un nouveau mot de passe. Reconnectez-vous ensuite avec celui-ci.',
      ],
      spa: [
        'He olvidado mi contraseña. ¿Qué hago?',
        'En la pantalla de inicio de sesión toque «¿Ha olvidado la contraseña?», introduzca su correo electrónico o número de teléfono y use el código que le enviamos para crear una contraseña nueva. Después inicie sesión con ella.',
      ],
      th: [
        'ลืมรหัสผ่าน ต้องทำอย่างไร',
        'ที่หน้าเข้าสู่ระบบ แตะ “ลืมรหัสผ่าน?” กรอกอีเมลหรือหมายเลขโทรศัพท์ แล้วใช้รหัสที่เราส่งให้เพื่อตั้งรหัสผ่านใหม่ จากนั้นเข้าสู่ระบบอีกครั้งด้วยรหัสผ่านใหม่',
      ],
      jp: [
        'パスワードを忘れました。どうすればよいですか？',
        'ログイン画面で「パスワードをお忘れですか？」をタップし、メールアドレスまたは電話番号を入力して、届いたコードで新しいパスワードを設定してください。その後、新しいパスワードでログインし直します。',
      ],
      kor: [
        '비밀번호를 잊어버렸어요. 어떻게 하나요?',
        '로그인 화면에서 “비밀번호를 잊으셨나요?”를 누르고 이메일 주소나 휴대폰 번호를 입력한 뒤, 보내 드린 코드로 새 비밀번호를 설정하세요. 그런 다음 새 비밀번호로 다시 로그인하면 됩니다.',
      ],
      vi: [
        'Tôi quên mật khẩu. Phải làm sao?',
        'Trên màn hình đăng nhập, chạm “Quên mật khẩu?”, nhập e-mail hoặc số điện thoại, rồi dùng mã chúng tôi gửi để đặt mật khẩu mới. Sau đó đăng nhập lại bằng mật khẩu mới.',
      ],
    },
  },
  {
    id: 3,
    type: 'account',
    sort: 3,
    texts: {
      en: [
        'How do I turn on two-factor authentication?',
        'Go to Me → Security → Two-factor authentication, scan the QR code with an authenticator app and enter the 6-digit code it shows. Keep the recovery codes somewhere safe: they let you in if you lose your phone.',
      ],
      zh: [
        '如何开启双重验证？',
        '进入“我的 → 安全 → 双重验证”，用身份验证器应用扫描二维码，并输入应用显示的 6 位验证码。请妥善保存恢复码：手机丢失时可以用它登录。',
      ],
      hk: [
        '如何開啟雙重驗證？',
        '進入「我的 → 安全 → 雙重驗證」，用身份驗證器應用程式掃描 QR 碼，並輸入應用程式顯示的 6 位驗證碼。請妥善保存恢復碼：手機遺失時可以用它登入。',
      ],
      fra: [
        'Comment activer l’authentification à deux facteurs ?',
        'Allez dans Moi → Sécurité → Authentification à deux facteurs, scannez le code QR avec une application d’authentification et saisissez le code à 6 chiffres affiché. Conservez les codes de récupération en lieu sûr : ils vous permettent de vous connecter si vous perdez votre téléphone.',
      ],
      spa: [
        '¿Cómo activo la autenticación en dos pasos?',
        'Vaya a Yo → Seguridad → Autenticación en dos pasos, escanee el código QR con una aplicación de autenticación e introduzca el código de 6 dígitos que muestre. Guarde los códigos de recuperación en un lugar seguro: le permiten entrar si pierde el teléfono.',
      ],
      th: [
        'จะเปิดการยืนยันตัวตนแบบสองขั้นตอนได้อย่างไร',
        'ไปที่ ฉัน → ความปลอดภัย → การยืนยันตัวตนแบบสองขั้นตอน สแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตน แล้วกรอกรหัส 6 หลักที่แสดง เก็บรหัสกู้คืนไว้ในที่ปลอดภัย เพราะใช้เข้าสู่ระบบได้หากโทรศัพท์หาย',
      ],
      jp: [
        '二段階認証はどうやって有効にしますか？',
        '「マイページ → セキュリティ → 二段階認証」を開き、認証アプリで QR コードを読み取って、表示された 6 桁のコードを入力します。リカバリーコードは安全な場所に保管してください。スマートフォンを紛失したときのログインに使えます。',
      ],
      kor: [
        '2단계 인증은 어떻게 켜나요?',
        '내 정보 → 보안 → 2단계 인증으로 가서 인증 앱으로 QR 코드를 스캔하고, 앱에 표시된 6자리 코드를 입력하세요. 복구 코드는 안전한 곳에 보관하세요. 휴대폰을 잃어버렸을 때 로그인할 수 있게 해 줍니다.',
      ],
      vi: [
        'Làm sao để bật xác thực hai yếu tố?',
        'Vào Tôi → Bảo mật → Xác thực hai yếu tố, quét mã QR bằng ứng dụng xác thực và nhập mã 6 chữ số hiển thị. Hãy cất giữ mã khôi phục ở nơi an toàn: chúng giúp bạn đăng nhập nếu mất điện thoại.',
      ],
    },
  },
  {
    id: 4,
    type: 'account',
    sort: 4,
    texts: {
      en: [
        'Why do I need to verify my identity?',
        'Verification protects your account against fraud and is needed before withdrawals. Level 1 (basic) asks for an identity document; level 2 (advanced) adds a contact person and a photo of you holding the document, and raises your limits.',
      ],
      zh: [
        '为什么需要身份认证？',
        '身份认证可防止账户被欺诈利用，提现前必须完成。一级（初级）需要提供身份证件；二级（高级）还需要一位联系人和您手持证件的照片，完成后限额更高。',
      ],
      hk: [
        '為甚麼需要身份認證？',
        '身份認證可防止帳戶被欺詐利用，提款前必須完成。一級（初級）需要提供身份證明文件；二級（高級）還需要一位聯絡人和您手持證件的相片，完成後限額更高。',
      ],
      fra: [
        'Pourquoi dois-je vérifier mon identité ?',
        'La vérification protège votre compte contre la fraude et est nécessaire avant tout retrait. Le niveau 1 (de base) demande une pièce d’identité ; le niveau 2 (avancé) ajoute une personne de contact et une photo de vous tenant le document, et relève vos plafonds.',
      ],
      spa: [
        '¿Por qué tengo que verificar mi identidad?',
        'La verificación protege su cuenta contra el fraude y es necesaria antes de retirar fondos. El nivel 1 (básico) pide un documento de identidad; el nivel 2 (avanzado) añade una persona de contacto y una foto suya sosteniendo el documento, y aumenta sus límites.',
      ],
      th: [
        'ทำไมต้องยืนยันตัวตน',
        'การยืนยันตัวตนช่วยปกป้องบัญชีของคุณจากการฉ้อโกงและต้องทำก่อนการถอนเงิน ระดับ 1 (พื้นฐาน) ใช้เอกสารระบุตัวตน ระดับ 2 (ขั้นสูง) ต้องมีผู้ติดต่อและรูปถ่ายของคุณขณะถือเอกสารเพิ่มเติม และจะได้วงเงินสูงขึ้น',
      ],
      jp: [
        'なぜ本人確認が必要なのですか？',
        '本人確認はアカウントを不正利用から守るためのもので、出金の前に必要です。レベル 1（基本）では本人確認書類、レベル 2（上級）では加えて連絡先となる方と書類を持ったご本人の写真が必要で、上限額が引き上がります。',
      ],
      kor: [
        '왜 신원 인증을 해야 하나요?',
        '신원 인증은 계정을 사기로부터 보호하며 출금 전에 필요합니다. 1단계(기본)는 신분증을, 2단계(고급)는 여기에 연락 가능한 지인과 신분증을 든 본인 사진을 추가로 요구하며, 한도가 올라갑니다.',
      ],
      vi: [
        'Vì sao tôi cần xác minh danh tính?',
        'Xác minh giúp bảo vệ tài khoản khỏi gian lận và là bắt buộc trước khi rút tiền. Cấp 1 (cơ bản) yêu cầu giấy tờ tùy thân; cấp 2 (nâng cao) cần thêm người liên hệ và ảnh bạn cầm giấy tờ, đồng thời nâng hạn mức của bạn.',
      ],
    },
  },
  {
    id: 5,
    type: 'funds',
    sort: 1,
    texts: {
      en: [
        'How do I deposit funds?',
        'Kestrel is a demo and does not accept real deposits. Never send real cryptocurrency or money to any address or account shown in the app: it cannot be credited or returned.',
      ],
      zh: [
        '如何充值？',
        'Kestrel 是演示应用，不接受真实充值。切勿向应用中显示的任何地址或账户转入真实的加密货币或资金：这些资金既无法入账，也无法退回。',
      ],
      hk: [
        '如何存款？',
        'Kestrel 是示範應用，不接受真實存款。切勿向應用中顯示的任何地址或帳戶轉入真實的加密貨幣或資金：這些資金既無法入帳，亦無法退回。',
      ],
      fra: [
        'Comment déposer des fonds ?',
        'Kestrel est une démo et n’accepte aucun dépôt réel. N’envoyez jamais de vraies cryptomonnaies ni d’argent réel à une adresse ou un compte affiché dans l’application : ils ne pourraient être ni crédités ni restitués.',
      ],
      spa: [
        '¿Cómo deposito fondos?',
        'Kestrel es una demo y no acepta depósitos reales. Nunca envíe criptomonedas ni dinero reales a ninguna dirección o cuenta que aparezca en la aplicación: no se pueden abonar ni devolver.',
      ],
      th: [
        'ฉันจะฝากเงินได้อย่างไร',
        'Kestrel เป็นแอปสาธิตและไม่รับฝากเงินจริง ห้ามส่งคริปโตหรือเงินจริงไปยังที่อยู่หรือบัญชีใดที่แสดงในแอปโดยเด็ดขาด เพราะจะไม่สามารถเข้าบัญชีหรือคืนเงินได้',
      ],
      jp: [
        '入金はどうすればよいですか？',
        'Kestrel はデモのため、実際の入金は受け付けていません。アプリに表示されるアドレスや口座に、本物の暗号資産やお金を絶対に送らないでください。反映も返金もできません。',
      ],
      kor: [
        '입금은 어떻게 하나요?',
        'Kestrel은 데모이므로 실제 입금을 받지 않습니다. 앱에 표시된 주소나 계좌로 실제 암호화폐나 돈을 절대 보내지 마세요. 반영되지도, 돌려받을 수도 없습니다.',
      ],
      vi: [
        'Làm thế nào để nạp tiền?',
        'Kestrel là bản demo và không nhận tiền nạp thật. Đừng bao giờ gửi tiền mã hóa hay tiền thật đến bất kỳ địa chỉ hoặc tài khoản nào hiển thị trong ứng dụng: số tiền đó không thể được ghi có hay hoàn trả.',
      ],
    },
  },
  {
    id: 6,
    type: 'funds',
    sort: 2,
    texts: {
      en: [
        'How do I withdraw?',
        'First add a withdrawal address (Me → Withdrawal addresses) or a bank card, and complete identity verification. Withdrawals are reviewed before they are processed; in this demo no real transfer takes place.',
      ],
      zh: [
        '如何提现？',
        '请先添加提现地址（我的 → 提现地址）或银行卡，并完成身份认证。提现在处理前会经过审核；在本演示中不会发生任何真实转账。',
      ],
      hk: [
        '如何提款？',
        '請先新增提款地址（我的 → 提款地址）或銀行卡，並完成身份認證。提款在處理前會經過審核；在本示範中不會發生任何真實轉帳。',
      ],
      fra: [
        'Comment effectuer un retrait ?',
        'Ajoutez d’abord une adresse de retrait (Moi → Adresses de retrait) ou une carte bancaire, et terminez la vérification d’identité. Les retraits sont examinés avant d’être traités ; dans cette démo, aucun transfert réel n’a lieu.',
      ],
      spa: [
        '¿Cómo retiro fondos?',
        'Primero añada una dirección de retiro (Yo → Direcciones de retiro) o una tarjeta bancaria y complete la verificación de identidad. Los retiros se revisan antes de procesarse; en esta demo no se realiza ninguna transferencia real.',
      ],
      th: [
        'ฉันจะถอนเงินได้อย่างไร',
        'เพิ่มที่อยู่สำหรับถอน (ฉัน → ที่อยู่สำหรับถอน) หรือบัตรธนาคารก่อน และยืนยันตัวตนให้เรียบร้อย คำขอถอนจะได้รับการตรวจสอบก่อนดำเนินการ ในแอปสาธิตนี้ไม่มีการโอนเงินจริง',
      ],
      jp: [
        '出金はどうすればよいですか？',
        'まず出金先アドレス（マイページ → 出金先アドレス）または銀行カードを登録し、本人確認を完了してください。出金は処理前に審査されます。このデモでは実際の送金は行われません。',
      ],
      kor: [
        '출금은 어떻게 하나요?',
        '먼저 출금 주소(내 정보 → 출금 주소)나 은행 카드를 등록하고 신원 인증을 마치세요. 출금은 처리 전에 검토됩니다. 이 데모에서는 실제 송금이 이루어지지 않습니다.',
      ],
      vi: [
        'Làm thế nào để rút tiền?',
        'Trước tiên hãy thêm địa chỉ rút tiền (Tôi → Địa chỉ rút tiền) hoặc thẻ ngân hàng, và hoàn tất xác minh danh tính. Yêu cầu rút tiền được xét duyệt trước khi xử lý; trong bản demo này không có giao dịch chuyển tiền thật nào.',
      ],
    },
  },
  {
    id: 7,
    type: 'funds',
    sort: 3,
    texts: {
      en: [
        'What are the withdrawal limits?',
        'With basic verification (level 1) you can withdraw up to 200 BTC in 24 hours; with advanced verification (level 2), up to 500 BTC. A single fiat trade is limited to 2,000 USDT at level 1 and 1,000,000 USDT at level 2.',
      ],
      zh: [
        '提现限额是多少？',
        '完成初级认证（一级）后，24 小时内最多可提现 200 BTC；完成高级认证（二级）后最多 500 BTC。单笔法币交易上限为一级 2,000 USDT、二级 1,000,000 USDT。',
      ],
      hk: [
        '提款限額是多少？',
        '完成初級認證（一級）後，24 小時內最多可提款 200 BTC；完成高級認證（二級）後最多 500 BTC。單筆法幣交易上限為一級 2,000 USDT、二級 1,000,000 USDT。',
      ],
      fra: [
        'Quels sont les plafonds de retrait ?',
        'Avec la vérification de base (niveau 1), vous pouvez retirer jusqu’à 200 BTC par 24 heures ; avec la vérification avancée (niveau 2), jusqu’à 500 BTC. Une transaction en monnaie fiduciaire est limitée à 2 000 USDT au niveau 1 et à 1 000 000 USDT au niveau 2.',
      ],
      spa: [
        '¿Cuáles son los límites de retiro?',
        'Con la verificación básica (nivel 1) puede retirar hasta 200 BTC en 24 horas; con la avanzada (nivel 2), hasta 500 BTC. Una operación en moneda fiduciaria está limitada a 2.000 USDT en el nivel 1 y a 1.000.000 USDT en el nivel 2.',
      ],
      th: [
        'วงเงินถอนมีเท่าไร',
        'เมื่อยืนยันระดับพื้นฐาน (ระดับ 1) ถอนได้สูงสุด 200 BTC ใน 24 ชั่วโมง เมื่อยืนยันขั้นสูง (ระดับ 2) ถอนได้สูงสุด 500 BTC ธุรกรรมเงินเฟียตต่อครั้งจำกัดที่ 2,000 USDT สำหรับระดับ 1 และ 1,000,000 USDT สำหรับระดับ 2',
      ],
      jp: [
        '出金の上限はいくらですか？',
        '基本認証（レベル 1）では 24 時間あたり最大 200 BTC、上級認証（レベル 2）では最大 500 BTC まで出金できます。法定通貨の取引 1 回あたりの上限は、レベル 1 で 2,000 USDT、レベル 2 で 1,000,000 USDT です。',
      ],
      kor: [
        '출금 한도는 얼마인가요?',
        '기본 인증(1단계)을 마치면 24시간 동안 최대 200 BTC, 고급 인증(2단계)을 마치면 최대 500 BTC까지 출금할 수 있습니다. 법정화폐 거래 1회 한도는 1단계 2,000 USDT, 2단계 1,000,000 USDT입니다.',
      ],
      vi: [
        'Hạn mức rút tiền là bao nhiêu?',
        'Với xác minh cơ bản (cấp 1), bạn có thể rút tối đa 200 BTC trong 24 giờ; với xác minh nâng cao (cấp 2), tối đa 500 BTC. Mỗi giao dịch tiền pháp định bị giới hạn ở 2.000 USDT với cấp 1 và 1.000.000 USDT với cấp 2.',
      ],
    },
  },
  {
    id: 8,
    type: 'funds',
    sort: 4,
    texts: {
      en: [
        'Which networks can I use for USDT?',
        'USDT is listed on two networks, ERC20 (Ethereum) and TRC20 (Tron). The sending and receiving networks must always match: on a real network, funds sent on the wrong one can be lost for good.',
      ],
      zh: [
        'USDT 支持哪些网络？',
        'USDT 支持两个网络：ERC20（以太坊）和 TRC20（波场）。发送和接收的网络必须一致：在真实网络上，通过错误网络发送的资金可能永久丢失。',
      ],
      hk: [
        'USDT 支援哪些網絡？',
        'USDT 支援兩個網絡：ERC20（以太坊）和 TRC20（波場）。發送和接收的網絡必須一致：在真實網絡上，透過錯誤網絡發送的資金可能永久遺失。',
      ],
      fra: [
        'Quels réseaux puis-je utiliser pour l’USDT ?',
        'L’USDT est proposé sur deux réseaux, ERC20 (Ethereum) et TRC20 (Tron). Les réseaux d’envoi et de réception doivent toujours correspondre : sur un vrai réseau, des fonds envoyés sur le mauvais peuvent être perdus définitivement.',
      ],
      spa: [
        '¿Qué redes puedo usar para USDT?',
        'USDT está disponible en dos redes, ERC20 (Ethereum) y TRC20 (Tron). La red de envío y la de recepción deben coincidir siempre: en una red real, los fondos enviados por la red equivocada pueden perderse para siempre.',
      ],
      th: [
        'ใช้เครือข่ายใดกับ USDT ได้บ้าง',
        'USDT รองรับสองเครือข่าย คือ ERC20 (Ethereum) และ TRC20 (Tron) เครือข่ายของผู้ส่งและผู้รับต้องตรงกันเสมอ บนเครือข่ายจริง เงินที่ส่งผิดเครือข่ายอาจสูญหายถาวร',
      ],
      jp: [
        'USDT ではどのネットワークが使えますか？',
        'USDT は ERC20（イーサリアム）と TRC20（トロン）の 2 つのネットワークに対応しています。送金側と受取側のネットワークは必ず一致させてください。実際のネットワークでは、誤ったネットワークで送った資金は永久に失われることがあります。',
      ],
      kor: [
        'USDT는 어떤 네트워크를 쓸 수 있나요?',
        'USDT는 ERC20(이더리움)과 TRC20(트론) 두 네트워크를 지원합니다. 보내는 쪽과 받는 쪽의 네트워크가 반드시 같아야 합니다. 실제 네트워크에서는 잘못된 네트워크로 보낸 자금을 영영 잃을 수 있습니다.',
      ],
      vi: [
        'Tôi có thể dùng mạng nào cho USDT?',
        'USDT có trên hai mạng: ERC20 (Ethereum) và TRC20 (Tron). Mạng gửi và mạng nhận phải luôn trùng khớp: trên mạng thật, tiền gửi nhầm mạng có thể mất vĩnh viễn.',
      ],
    },
  },
  {
    id: 9,
    type: 'trading',
    sort: 1,
    texts: {
      en: [
        'Where do the prices come from?',
        'From a market simulator. Prices move realistically but do not follow any real exchange, so they must not be used for real investment decisions.',
      ],
      zh: ['价格从哪里来？', '来自行情模拟器。价格走势逼真，但不跟随任何真实交易所，因此不能用于真实的投资决策。'],
      hk: ['價格從哪裡來？', '來自行情模擬器。價格走勢逼真，但不跟隨任何真實交易所，因此不能用於真實的投資決定。'],
      fra: [
        'D’où viennent les prix ?',
        'D’un simulateur de marché. Les prix évoluent de façon réaliste mais ne suivent aucune bourse réelle : ils ne doivent pas servir à de vraies décisions d’investissement.',
      ],
      spa: [
        '¿De dónde salen los precios?',
        'De un simulador de mercado. Los precios se mueven de forma realista pero no siguen ninguna bolsa real, así que no deben usarse para decisiones de inversión reales.',
      ],
      th: ['ราคามาจากไหน', 'มาจากเครื่องจำลองตลาด ราคาเคลื่อนไหวสมจริงแต่ไม่ได้อ้างอิงตลาดจริงใด ๆ จึงไม่ควรใช้ในการตัดสินใจลงทุนจริง'],
      jp: [
        '価格はどこから来ていますか？',
        '相場シミュレーターです。値動きは現実的ですが、実在の取引所には連動していないため、実際の投資判断には使わないでください。',
      ],
      kor: [
        '가격은 어디에서 오나요?',
        '시장 시뮬레이터에서 옵니다. 가격은 현실적으로 움직이지만 실제 거래소를 따르지 않으므로 실제 투자 결정에 사용해서는 안 됩니다.',
      ],
      vi: [
        'Giá lấy từ đâu?',
        'Từ một trình mô phỏng thị trường. Giá biến động chân thực nhưng không theo bất kỳ sàn thật nào, vì vậy không được dùng để ra quyết định đầu tư thật.',
      ],
    },
  },
  {
    id: 10,
    type: 'trading',
    sort: 2,
    texts: {
      en: [
        'What is the difference between spot, contracts and seconds options?',
        'Spot trading swaps one coin for another at the current price. Contracts let you go long or short with leverage and margin, so gains and losses are multiplied. Seconds options pay a fixed return if the price moves the way you chose before a short expiry; otherwise you lose your stake.',
      ],
      zh: [
        '现货、合约和秒合约有什么区别？',
        '现货交易按当前价格用一种币兑换另一种币。合约可以借助杠杆和保证金做多或做空，盈亏都会被放大。秒合约在短时间到期前若价格按您选择的方向变动，可获得固定收益，否则将损失本金。',
      ],
      hk: [
        '現貨、合約和秒合約有甚麼分別？',
        '現貨交易按當前價格用一種幣兌換另一種幣。合約可以借助槓桿和保證金做多或做空，盈虧都會被放大。秒合約在短時間到期前若價格按您選擇的方向變動，可獲得固定回報，否則將損失本金。',
      ],
      fra: [
        'Quelle différence entre le comptant, les contrats et les options à la seconde ?',
        'Le trading au comptant échange une crypto contre une autre au prix actuel. Les contrats permettent d’acheter ou de vendre à découvert avec effet de levier et marge : gains et pertes sont démultipliés. Les options à la seconde versent un rendement fixe si le prix évolue dans le sens choisi avant une échéance courte ; sinon, vous perdez votre mise.',
      ],
      spa: [
        '¿Qué diferencia hay entre spot, contratos y opciones por segundos?',
        'El trading spot cambia una moneda por otra al precio actual. Los contratos permiten ir en largo o en corto con apalancamiento y margen, por lo que las ganancias y las pérdidas se multiplican. Las opciones por segundos pagan un rendimiento fijo si el precio se mueve en la dirección elegida antes de un vencimiento corto; si no, pierde lo apostado.',
      ],
      th: [
        'สปอต สัญญา และออปชันรายวินาทีต่างกันอย่างไร',
        'การซื้อขายสปอตคือการแลกเหรียญหนึ่งกับอีกเหรียญที่ราคาปัจจุบัน สัญญาช่วยให้เปิดสถานะซื้อหรือขายโดยใช้เลเวอเรจและมาร์จิน กำไรและขาดทุนจึงทวีคูณ ออปชันรายวินาทีจ่ายผลตอบแทนคงที่หากราคาเคลื่อนไปตามทิศทางที่เลือกก่อนหมดอายุในเวลาสั้น ๆ มิฉะนั้นคุณจะเสียเงินที่วางไว้',
      ],
      jp: [
        '現物、先物契約、秒単位オプションの違いは何ですか？',
        '現物取引は、ある通貨を現在の価格で別の通貨と交換します。先物契約ではレバレッジと証拠金を使って買い・売りのポジションを持てるため、利益も損失も大きくなります。秒単位オプションは、短い満期までに価格が選んだ方向に動けば固定のリターンを受け取り、そうでなければ投資額を失います。',
      ],
      kor: [
        '현물, 계약, 초 단위 옵션은 어떻게 다른가요?',
        '현물 거래는 현재 가격으로 한 코인을 다른 코인으로 바꿉니다. 계약은 레버리지와 증거금으로 매수나 매도 포지션을 잡을 수 있어 수익과 손실이 모두 커집니다. 초 단위 옵션은 짧은 만기 전에 가격이 선택한 방향으로 움직이면 정해진 수익을 받고, 그렇지 않으면 투자금을 잃습니다.',
      ],
      vi: [
        'Giao ngay, hợp đồng và quyền chọn theo giây khác nhau thế nào?',
        'Giao dịch giao ngay đổi một đồng lấy đồng khác theo giá hiện tại. Hợp đồng cho phép mua hoặc bán khống bằng đòn bẩy và ký quỹ, nên lãi và lỗ đều được nhân lên. Quyền chọn theo giây trả lợi nhuận cố định nếu giá đi đúng hướng bạn chọn trước khi đáo hạn trong thời gian ngắn; nếu không, bạn mất số tiền đã đặt.',
      ],
    },
  },
  {
    id: 11,
    type: 'trading',
    sort: 3,
    texts: {
      en: [
        'Why can’t I find seconds options?',
        'Short-term and binary options are banned or restricted for retail investors in several jurisdictions, including the European Union, the United Kingdom, Australia and Israel. They are switched off by default and appear only where the operator has enabled them, always with a risk warning.',
      ],
      zh: [
        '为什么我找不到秒合约？',
        '短期期权和二元期权在多个司法辖区被禁止或限制向散户投资者提供，包括欧盟、英国、澳大利亚和以色列。该功能默认关闭，只有运营方开启时才会出现，并始终附带风险提示。',
      ],
      hk: [
        '為甚麼我找不到秒合約？',
        '短期期權和二元期權在多個司法管轄區被禁止或限制向零售投資者提供，包括歐盟、英國、澳洲和以色列。該功能預設關閉，只有營運方開啟時才會出現，並始終附有風險提示。',
      ],
      fra: [
        'Pourquoi ne vois-je pas les options à la seconde ?',
        'Les options binaires et à très court terme sont interdites ou restreintes aux particuliers dans plusieurs juridictions, dont l’Union européenne, le Royaume-Uni, l’Australie et Israël. Elles sont désactivées par défaut et n’apparaissent que si l’opérateur les a activées, toujours avec un avertissement sur les risques.',
      ],
      spa: [
        '¿Por qué no encuentro las opciones por segundos?',
        'Las opciones binarias y a muy corto plazo están prohibidas o restringidas a inversores minoristas en varias jurisdicciones, entre ellas la Unión Europea, el Reino Unido, Australia e Israel. Están desactivadas por defecto y solo aparecen si el operador las ha habilitado, siempre con una advertencia de riesgo.',
      ],
      th: [
        'ทำไมฉันไม่เห็นออปชันรายวินาที',
        'ออปชันระยะสั้นและไบนารีออปชันถูกห้ามหรือจำกัดสำหรับนักลงทุนรายย่อยในหลายเขตอำนาจศาล รวมถึงสหภาพยุโรป สหราชอาณาจักร ออสเตรเลีย และอิสราเอล ฟีเจอร์นี้ปิดไว้โดยค่าเริ่มต้น และจะแสดงเฉพาะเมื่อผู้ให้บริการเปิดใช้ พร้อมคำเตือนความเสี่ยงเสมอ',
      ],
      jp: [
        '秒単位オプションが見つからないのはなぜですか？',
        '短期オプションやバイナリーオプションは、EU、英国、オーストラリア、イスラエルなど複数の法域で個人投資家への提供が禁止または制限されています。この機能は初期設定でオフになっており、運営者が有効にした場合にのみ、必ずリスク警告とともに表示されます。',
      ],
      kor: [
        '초 단위 옵션이 왜 보이지 않나요?',
        '단기 옵션과 바이너리 옵션은 유럽연합, 영국, 호주, 이스라엘 등 여러 관할 지역에서 개인 투자자 대상 제공이 금지되거나 제한됩니다. 이 기능은 기본적으로 꺼져 있으며, 운영자가 켠 경우에만 항상 위험 경고와 함께 표시됩니다.',
      ],
      vi: [
        'Vì sao tôi không thấy quyền chọn theo giây?',
        'Quyền chọn ngắn hạn và quyền chọn nhị phân bị cấm hoặc hạn chế với nhà đầu tư cá nhân ở nhiều khu vực pháp lý, gồm Liên minh châu Âu, Vương quốc Anh, Úc và Israel. Tính năng này mặc định tắt và chỉ xuất hiện khi nhà vận hành bật lên, luôn kèm cảnh báo rủi ro.',
      ],
    },
  },
  {
    id: 12,
    type: 'trading',
    sort: 5,
    texts: {
      en: [
        'What are take-profit and stop-loss?',
        'They close a position automatically: take-profit when the price reaches your target, stop-loss when it moves against you to the level you set. They limit losses but cannot guarantee the exact price in a fast market.',
      ],
      zh: [
        '什么是止盈和止损？',
        '它们会自动平仓：价格达到目标时触发止盈，价格朝不利方向变动到您设定的水平时触发止损。它们可以限制亏损，但在行情剧烈波动时无法保证成交于精确价格。',
      ],
      hk: [
        '甚麼是止賺和止蝕？',
        '它們會自動平倉：價格達到目標時觸發止賺，價格朝不利方向變動到您設定的水平時觸發止蝕。它們可以限制虧損，但在市況急劇波動時無法保證以精確價格成交。',
      ],
      fra: [
        'Que sont le take-profit et le stop-loss ?',
        'Ils clôturent une position automatiquement : le take-profit quand le prix atteint votre objectif, le stop-loss quand il évolue contre vous jusqu’au niveau fixé. Ils limitent les pertes mais ne garantissent pas le prix exact sur un marché rapide.',
      ],
      spa: [
        '¿Qué son el take profit y el stop loss?',
        'Cierran una posición automáticamente: el take profit cuando el precio alcanza su objetivo y el stop loss cuando se mueve en su contra hasta el nivel que fijó. Limitan las pérdidas, pero no garantizan el precio exacto en un mercado rápido.',
      ],
      th: [
        'Take-profit และ Stop-loss คืออะไร',
        'ทั้งสองจะปิดสถานะให้อัตโนมัติ Take-profit ทำงานเมื่อราคาถึงเป้าหมาย Stop-loss ทำงานเมื่อราคาเคลื่อนสวนทางจนถึงระดับที่คุณตั้งไว้ ช่วยจำกัดการขาดทุนได้ แต่ไม่รับประกันราคาที่แน่นอนเมื่อตลาดเคลื่อนไหวเร็ว',
      ],
      jp: [
        '利益確定（テイクプロフィット）と損切り（ストップロス）とは？',
        'ポジションを自動で決済する注文です。価格が目標に達すると利益確定、不利な方向に動いて設定した水準に達すると損切りが発動します。損失を抑えられますが、相場が急変したときは正確な価格での約定を保証できません。',
      ],
      kor: [
        '익절과 손절은 무엇인가요?',
        '포지션을 자동으로 청산하는 기능입니다. 가격이 목표에 도달하면 익절이, 불리한 방향으로 움직여 설정한 수준에 이르면 손절이 실행됩니다. 손실을 제한해 주지만 시장이 급변할 때는 정확한 가격을 보장할 수 없습니다.',
      ],
      vi: [
        'Chốt lời và cắt lỗ là gì?',
        'Chúng tự động đóng vị thế: chốt lời khi giá chạm mục tiêu của bạn, cắt lỗ khi giá đi ngược chiều đến mức bạn đã đặt. Chúng giúp hạn chế thua lỗ nhưng không thể bảo đảm đúng mức giá khi thị trường biến động nhanh.',
      ],
    },
  },
  {
    id: 13,
    type: 'trading',
    sort: 4,
    texts: {
      en: [
        'How are seconds options decided and paid?',
        'You choose a market, “Up” or “Down”, a duration and a stake in USDT, taken from your options account. The entry price is the market’s recorded price at the moment your option is accepted. At expiry the option is decided by the first price recorded at or after the expiry instant: above the entry price an “Up” option wins, below it a “Down” option wins, and an equal price returns your stake. A win pays back your stake plus the payout shown beside the duration on the order screen (e.g. 80%: a 10 USDT stake pays back 18 USDT); a loss loses the whole stake. The payout your option was made under never changes afterwards. Every option shows the id, price and time of both recorded prices, and its “Check” link opens the chart at that minute, whose candle contains the settlement price. No one — not Kestrel’s staff either — can set a price or an outcome. Seconds options are all-or-nothing bets, and several regulators ban them for retail customers: with a payout of 80% and up and down equally likely, you lose on average 10% of every stake. Only stake what you can afford to lose.',
      ],
      zh: [
        '秒合约如何判定结果和支付收益？',
        '您选择一个市场、“看涨”或“看跌”、时长和投入金额（USDT，从期权账户扣除）。开仓价是您的期权被受理那一刻该市场记录的价格。到期时，以到期时刻或之后记录的第一个价格判定结果：高于开仓价则“看涨”期权获胜，低于开仓价则“看跌”期权获胜，与开仓价相同则退还本金。获胜时退还本金，并按下单页面上时长旁显示的收益率支付收益（例如收益率 80%：投入 10 USDT 可拿回 18 USDT）；亏损则损失全部本金。期权下单时适用的收益率此后永不改变。每笔期权都会显示两个记录价格各自的编号、价格和时间，点击其“核对”链接即可打开该分钟的图表，该分钟的K线包含结算价。任何人——包括 Kestrel 的员工——都无法设定价格或结果。秒合约是全赢或全输的押注，多个监管机构禁止向零售客户提供：在收益率为 80%、涨跌概率相同的情况下，您平均会损失每笔投入金额的 10%。请只投入您能承受损失的资金。',
      ],
      hk: [
        '秒合約如何判定結果和支付回報？',
        '您選擇一個市場、「看漲」或「看跌」、時長和投入金額（USDT，從期權帳戶扣除）。開倉價是您的期權被受理那一刻該市場記錄的價格。到期時，以到期時刻或之後記錄的第一個價格判定結果：高於開倉價則「看漲」期權獲勝，低於開倉價則「看跌」期權獲勝，與開倉價相同則退還本金。獲勝時退還本金，並按下單頁面上時長旁顯示的收益率支付回報（例如收益率 80%：投入 10 USDT 可取回 18 USDT）；虧損則損失全部本金。期權下單時適用的收益率其後永不改變。每張期權都會顯示兩個記錄價格各自的編號、價格和時間，點擊其「核對」連結即可打開該分鐘的圖表，該分鐘的K線包含結算價。任何人——包括 Kestrel 的員工——都無法設定價格或結果。秒合約是全贏或全輸的押注，多個監管機構禁止向零售客戶提供：在收益率為 80%、升跌機會均等的情況下，您平均會損失每筆投入金額的 10%。請只投入您能承受損失的資金。',
      ],
      fra: [
        'Comment les options en secondes sont-elles tranchées et payées ?',
        'Vous choisissez un marché, « Hausse » ou « Baisse », une durée et une mise en USDT, prélevée sur votre compte options. Le prix d’entrée est le prix enregistré du marché au moment où votre option est acceptée. À l’échéance, l’option est tranchée par le premier prix enregistré à l’instant de l’échéance ou après : au-dessus du prix d’entrée, une option « Hausse » gagne ; en dessous, une option « Baisse » gagne ; à prix égal, votre mise vous est rendue. Si vous gagnez, vous récupérez votre mise plus le gain affiché à côté de la durée sur l’écran d’ordre (par exemple 80 % : une mise de 10 USDT vous rend 18 USDT) ; si vous perdez, vous perdez toute la mise. Le gain applicable à votre option au moment où elle a été passée ne change plus jamais ensuite. Chaque option affiche l’identifiant, le prix et l’heure des deux prix enregistrés, et son lien « Vérifier » ouvre le graphique à cette minute, dont la bougie contient le prix de règlement. Personne — pas même le personnel de Kestrel — ne peut fixer un prix ou un résultat. Les options en secondes sont des paris à tout ou rien, et plusieurs régulateurs les interdisent aux clients particuliers : avec un gain de 80 % et autant de chances de hausse que de baisse, vous perdez en moyenne 10 % de chaque mise. Ne misez que ce que vous pouvez vous permettre de perdre.',
      ],
      spa: [
        '¿Cómo se deciden y se pagan las opciones en segundos?',
        'Usted elige un mercado, «Alza» o «Baja», una duración y una apuesta en USDT, que se toma de su cuenta de opciones. El precio de entrada es el precio registrado del mercado en el momento en que se acepta su opción. Al vencimiento, la opción se decide con el primer precio registrado en el instante del vencimiento o después: si está por encima del precio de entrada, gana una opción «Alza»; si está por debajo, gana una opción «Baja»; si es igual, se le devuelve la apuesta. Si gana, recibe su apuesta más el pago que se muestra junto a la duración en la pantalla de la orden (por ejemplo, 80 %: una apuesta de 10 USDT le devuelve 18 USDT); si pierde, pierde toda la apuesta. El pago con el que se hizo su opción no cambia nunca después. Cada opción muestra el identificador, el precio y la hora de los dos precios registrados, y su enlace «Comprobar» abre el gráfico en ese minuto, cuya vela contiene el precio de liquidación. Nadie, ni siquiera el personal de Kestrel, puede fijar un precio o un resultado. Las opciones en segundos son apuestas de todo o nada y varios reguladores las prohíben a los clientes minoristas: con un pago del 80 % y la misma probabilidad de subida que de bajada, pierde de media el 10 % de cada apuesta. Apueste solo lo que pueda permitirse perder.',
      ],
      th: [
        'ออปชันรายวินาทีตัดสินผลและจ่ายเงินอย่างไร',
        'คุณเลือกตลาด ทิศทาง “ขึ้น” หรือ “ลง” ระยะเวลา และเงินเดิมพันเป็น USDT ซึ่งหักจากบัญชีออปชัน ราคาเข้าคือราคาที่บันทึกไว้ของตลาด ณ ขณะที่ออปชันของคุณได้รับการยอมรับ เมื่อหมดอายุ ออปชันจะตัดสินด้วยราคาแรกที่บันทึก ณ หรือหลังเวลาหมดอายุ หากสูงกว่าราคาเข้า ออปชัน “ขึ้น” ชนะ หากต่ำกว่า ออปชัน “ลง” ชนะ หากเท่ากันจะได้รับเงินเดิมพันคืน เมื่อชนะ คุณจะได้รับเงินเดิมพันคืนพร้อมผลตอบแทนตามอัตราที่แสดงข้างระยะเวลาบนหน้าส่งคำสั่ง (เช่น 80%: เดิมพัน 10 USDT ได้รับคืน 18 USDT) เมื่อแพ้จะเสียเงินเดิมพันทั้งหมด อัตราผลตอบแทนที่ใช้ตอนเปิดออปชันจะไม่เปลี่ยนแปลงภายหลัง ทุกออปชันแสดงรหัส ราคา และเวลาของราคาที่บันทึกทั้งสอง และลิงก์ “ตรวจสอบ” จะเปิดกราฟ ณ นาทีนั้น ซึ่งแท่งเทียนของนาทีนั้นครอบคลุมราคาชำระ ไม่มีใครกำหนดราคาหรือผลลัพธ์ได้ แม้แต่พนักงานของ Kestrel ออปชันรายวินาทีคือการเดิมพันแบบได้ทั้งหมดหรือเสียทั้งหมด และหน่วยงานกำกับดูแลหลายแห่งห้ามให้บริการแก่ลูกค้ารายย่อย หากอัตราผลตอบแทนคือ 80% และโอกาสขึ้นหรือลงเท่ากัน คุณจะขาดทุนเฉลี่ย 10% ของเงินเดิมพันทุกครั้ง เดิมพันเฉพาะเงินที่คุณยอมเสียได้เท่านั้น',
      ],
      jp: [
        '秒オプションの勝敗と支払いはどのように決まりますか？',
        '市場、「上昇」か「下落」、期間、賭け金（USDT、オプション口座から）を選びます。エントリー価格は、オプションが受け付けられた時点でその市場に記録されている価格です。満期には、満期時刻以降に最初に記録された価格で勝敗が決まります。エントリー価格より高ければ「上昇」、低ければ「下落」のオプションが勝ちとなり、同じなら賭け金が返還されます。勝った場合は、賭け金に加えて、注文画面で期間の横に表示される配当率分の配当が支払われます（例：配当率 80% なら、10 USDT の賭け金に対して 18 USDT が戻ります）。負けた場合は賭け金をすべて失います。オプションを出した時点の配当率が、その後変わることはありません。各オプションには、記録された 2 つの価格それぞれの ID、価格、時刻が表示されます。「確認」リンクからはその時刻のチャートが開き、その 1 分間のローソク足に決済価格が含まれています。価格や結果は誰にも決められません。Kestrel のスタッフも例外ではありません。秒オプションはオール・オア・ナッシングの賭けであり、複数の規制当局が個人顧客への提供を禁止しています。配当率が 80% で上昇と下落が同じ確率なら、平均して毎回賭け金の 10% を失うことになります。失っても困らない金額だけを賭けてください。',
      ],
      kor: [
        '초단위 옵션은 어떻게 결정되고 지급되나요?',
        '시장, “상승” 또는 “하락”, 기간, 베팅액(USDT, 옵션 계정에서 차감)을 선택합니다. 진입 가격은 옵션이 접수되는 순간 기록된 해당 시장의 가격입니다. 만기가 되면 만기 시점 또는 그 이후 처음 기록된 가격으로 결과가 결정됩니다. 진입 가격보다 높으면 “상승” 옵션이, 낮으면 “하락” 옵션이 이기고, 같으면 베팅액을 돌려받습니다. 이기면 베팅액에 더해 주문 화면에서 기간 옆에 표시된 지급률만큼의 지급금을 받고(예: 지급률 80%이면 10 USDT를 베팅해 18 USDT를 돌려받음), 지면 베팅액 전부를 잃습니다. 옵션을 만들 때 적용된 지급률은 이후 절대 바뀌지 않습니다. 모든 옵션에는 기록된 두 가격의 ID, 가격, 시각이 표시되며, “확인” 링크를 누르면 해당 시각의 차트가 열리고 그 1분 캔들에 정산 가격이 포함되어 있습니다. Kestrel 직원을 포함해 누구도 가격이나 결과를 정할 수 없습니다. 초단위 옵션은 전부 아니면 전무의 베팅이며, 여러 규제 당국이 개인 고객에게 이를 금지합니다. 지급률이 80%이고 상승과 하락 가능성이 같다면 평균적으로 베팅할 때마다 베팅액의 10%를 잃습니다. 잃어도 감당할 수 있는 금액만 베팅하세요.',
      ],
      vi: [
        'Quyền chọn theo giây được quyết định và chi trả như thế nào?',
        'Bạn chọn một thị trường, “Tăng” hoặc “Giảm”, thời hạn và số tiền cược bằng USDT, lấy từ tài khoản quyền chọn. Giá vào là giá đã ghi nhận của thị trường vào lúc quyền chọn của bạn được chấp nhận. Khi hết hạn, quyền chọn được quyết định bởi giá đầu tiên được ghi nhận vào lúc hoặc sau thời điểm hết hạn: cao hơn giá vào thì quyền chọn “Tăng” thắng, thấp hơn thì quyền chọn “Giảm” thắng, bằng giá vào thì tiền cược được hoàn lại. Khi thắng, bạn nhận lại tiền cược cộng với mức trả hiển thị bên cạnh thời hạn trên màn hình đặt lệnh (ví dụ 80%: cược 10 USDT nhận lại 18 USDT); khi thua, bạn mất toàn bộ tiền cược. Mức trả áp dụng khi quyền chọn của bạn được đặt sẽ không bao giờ thay đổi sau đó. Mỗi quyền chọn hiển thị ID, giá và thời gian của cả hai mức giá đã ghi nhận, và liên kết “Kiểm tra” mở biểu đồ tại phút đó, nơi cây nến của phút ấy chứa giá thanh toán. Không ai — kể cả nhân viên của Kestrel — có thể ấn định giá hay kết quả. Quyền chọn theo giây là cược được ăn cả ngã về không, và một số cơ quan quản lý cấm chúng với khách hàng cá nhân: với mức trả 80% và khả năng tăng hay giảm như nhau, trung bình bạn mất 10% mỗi khoản cược. Chỉ cược số tiền bạn có thể chấp nhận mất.',
      ],
    },
  },
];
