// Demo news (c_id 4, one of them the launch pop-up) and home banners (c_id 5), in all nine
// languages. Bodies are lists of blocks: a paragraph, a "## " subheading, or "- " list lines.
import { NEWS_CATEGORY } from '../../contract/content';
import type { Locale } from '../../contract/locales';

export type ArticleText = { title: string; summary: string; body: string[] };

export type ArticleSeed = {
  id: number;
  c_id: number;
  popup?: boolean;
  sort?: number;
  /** Published this many hours before the first boot. */
  ageHours: number;
  image: string;
  link?: string;
  texts: Record<Locale, ArticleText>;
};

const img = (name: string) => `/h5/banners/${name}.svg`;

export const NEWS: ArticleSeed[] = [
  {
    id: 1,
    c_id: NEWS_CATEGORY.news,
    popup: true,
    ageHours: 2,
    image: img('news-welcome'),
    texts: {
      en: {
        title: 'Welcome to Kestrel: a demo you can explore freely',
        summary: 'Kestrel is a demonstration trading app. Prices are simulated and no real money moves.',
        body: [
          'Welcome to Kestrel. This app shows what a modern mobile trading platform can look like: markets, orders, assets and earn products in one place, in nine languages.',
          'Please keep in mind that Kestrel is a demo. Market prices come from a simulator, balances are demo funds, and nothing you do here buys or sells a real asset.',
          '## What you can try today',
          '- Create an account with your e-mail address or phone number\n- Protect it with a payment password and two-factor authentication\n- Follow the simulated markets and add favourites',
          'Before you start, please read our compliance and risk disclosure.',
        ],
      },
      zh: {
        title: '欢迎来到 Kestrel：一款可以放心体验的演示应用',
        summary: 'Kestrel 是一款演示交易应用：价格为模拟数据，不涉及任何真实资金。',
        body: [
          '欢迎来到 Kestrel。这款应用展示了现代移动交易平台的样貌：行情、交易、资产和理财产品集于一处，并支持九种语言。',
          '请注意，Kestrel 只是演示。行情价格来自模拟器，账户余额为演示资金，您在这里的任何操作都不会买卖真实资产。',
          '## 现在就可以体验',
          '- 使用邮箱或手机号注册账户\n- 设置资金密码并开启双重验证，保护账户安全\n- 关注模拟行情并添加自选',
          '开始之前，请先阅读我们的合规与风险披露。',
        ],
      },
      hk: {
        title: '歡迎來到 Kestrel：一款可以放心體驗的示範應用',
        summary: 'Kestrel 是一款示範交易應用：價格為模擬數據，不涉及任何真實資金。',
        body: [
          '歡迎來到 Kestrel。這款應用展示了現代流動交易平台的模樣：行情、交易、資產和理財產品集於一處，並支援九種語言。',
          '請注意，Kestrel 只是示範。行情價格來自模擬器，帳戶餘額為示範資金，您在這裡的任何操作都不會買賣真實資產。',
          '## 現在就可以體驗',
          '- 使用電郵或手機號碼註冊帳戶\n- 設定資金密碼並開啟雙重驗證，保護帳戶安全\n- 關注模擬行情並加入自選',
          '開始之前，請先閱讀我們的合規與風險披露。',
        ],
      },
      fra: {
        title: 'Bienvenue sur Kestrel : une démo à explorer librement',
        summary:
          'Kestrel est une application de trading de démonstration. Les prix sont simulés et aucun argent réel ne circule.',
        body: [
          'Bienvenue sur Kestrel. Cette application montre à quoi peut ressembler une plateforme de trading mobile moderne : marchés, ordres, actifs et produits d’épargne réunis en un seul endroit, en neuf langues.',
          'Gardez à l’esprit que Kestrel est une démo. Les prix du marché proviennent d’un simulateur, les soldes sont des fonds de démonstration et rien de ce que vous faites ici n’achète ni ne vend un actif réel.',
          '## Ce que vous pouvez essayer dès aujourd’hui',
          '- Créer un compte avec votre adresse e-mail ou votre numéro de téléphone\n- Le protéger avec un mot de passe de paiement et l’authentification à deux facteurs\n- Suivre les marchés simulés et ajouter des favoris',
          'Avant de commencer, lisez notre page conformité et avertissement sur les risques.',
        ],
      },
      spa: {
        title: 'Bienvenido a Kestrel: una demo para explorar con libertad',
        summary:
          'Kestrel es una aplicación de trading de demostración. Los precios son simulados y no se mueve dinero real.',
        body: [
          'Bienvenido a Kestrel. Esta aplicación muestra cómo puede ser una plataforma de trading móvil moderna: mercados, órdenes, activos y productos de rendimiento en un solo lugar y en nueve idiomas.',
          'Recuerde que Kestrel es una demo. Los precios de mercado provienen de un simulador, los saldos son fondos de demostración y nada de lo que haga aquí compra ni vende un activo real.',
          '## Lo que puede probar hoy',
          '- Crear una cuenta con su correo electrónico o número de teléfono\n- Protegerla con una contraseña de pago y la autenticación en dos pasos\n- Seguir los mercados simulados y añadir favoritos',
          'Antes de empezar, lea nuestra información de cumplimiento y advertencia de riesgos.',
        ],
      },
      th: {
        title: 'ยินดีต้อนรับสู่ Kestrel: แอปสาธิตที่ลองใช้ได้อย่างอิสระ',
        summary: 'Kestrel เป็นแอปซื้อขายเพื่อการสาธิต ราคาทั้งหมดเป็นราคาจำลองและไม่มีการเคลื่อนย้ายเงินจริง',
        body: [
          'ยินดีต้อนรับสู่ Kestrel แอปนี้แสดงให้เห็นว่าแพลตฟอร์มซื้อขายบนมือถือยุคใหม่เป็นอย่างไร ทั้งตลาด คำสั่งซื้อขาย สินทรัพย์ และผลิตภัณฑ์สร้างผลตอบแทน รวมไว้ในที่เดียว และรองรับเก้าภาษา',
          'โปรดทราบว่า Kestrel เป็นเพียงการสาธิต ราคาตลาดมาจากเครื่องจำลอง ยอดเงินเป็นเงินสาธิต และไม่มีการกระทำใดในแอปนี้ที่ซื้อหรือขายสินทรัพย์จริง',
          '## สิ่งที่คุณลองได้ตั้งแต่วันนี้',
          '- สร้างบัญชีด้วยอีเมลหรือหมายเลขโทรศัพท์\n- ปกป้องบัญชีด้วยรหัสผ่านการชำระเงินและการยืนยันตัวตนแบบสองขั้นตอน\n- ติดตามตลาดจำลองและเพิ่มรายการโปรด',
          'ก่อนเริ่มต้น โปรดอ่านหน้าการปฏิบัติตามกฎระเบียบและการเปิดเผยความเสี่ยงของเรา',
        ],
      },
      jp: {
        title: 'Kestrel へようこそ：自由に試せるデモアプリです',
        summary: 'Kestrel はデモ用の取引アプリです。価格はシミュレーションで、実際のお金は動きません。',
        body: [
          'Kestrel へようこそ。このアプリは、マーケット、注文、資産、資産運用商品をひとつにまとめた、9 言語対応のモダンなモバイル取引プラットフォームの姿をお見せします。',
          'Kestrel はデモであることにご注意ください。相場価格はシミュレーターが生成し、残高はデモ資金です。ここでの操作によって実際の資産が売買されることはありません。',
          '## 今日から試せること',
          '- メールアドレスまたは電話番号でアカウントを作成\n- 支払いパスワードと二段階認証でアカウントを保護\n- シミュレーション相場をフォローし、お気に入りに追加',
          'ご利用の前に、コンプライアンスとリスク開示のページをお読みください。',
        ],
      },
      kor: {
        title: 'Kestrel에 오신 것을 환영합니다: 자유롭게 둘러보는 데모 앱',
        summary: 'Kestrel은 데모용 거래 앱입니다. 가격은 시뮬레이션이며 실제 돈은 오가지 않습니다.',
        body: [
          'Kestrel에 오신 것을 환영합니다. 이 앱은 시세, 주문, 자산, 수익 상품을 한곳에 모은 9개 언어 지원 모바일 거래 플랫폼이 어떤 모습일 수 있는지 보여 줍니다.',
          'Kestrel은 데모라는 점을 기억해 주세요. 시장 가격은 시뮬레이터에서 생성되고, 잔액은 데모 자금이며, 여기서 하는 어떤 행동도 실제 자산을 사고팔지 않습니다.',
          '## 지금 바로 해 볼 수 있는 것',
          '- 이메일 주소나 휴대폰 번호로 계정 만들기\n- 결제 비밀번호와 2단계 인증으로 계정 보호하기\n- 시뮬레이션 시장을 살펴보고 관심 종목 추가하기',
          '시작하기 전에 준법 및 위험 고지 페이지를 꼭 읽어 주세요.',
        ],
      },
      vi: {
        title: 'Chào mừng đến với Kestrel: bản demo để bạn tự do khám phá',
        summary:
          'Kestrel là ứng dụng giao dịch dùng để trình diễn. Giá được mô phỏng và không có tiền thật nào được chuyển.',
        body: [
          'Chào mừng bạn đến với Kestrel. Ứng dụng này cho thấy một nền tảng giao dịch di động hiện đại có thể trông như thế nào: thị trường, lệnh, tài sản và sản phẩm sinh lời ở cùng một nơi, bằng chín ngôn ngữ.',
          'Xin lưu ý rằng Kestrel chỉ là bản demo. Giá thị trường đến từ một trình mô phỏng, số dư là tiền demo, và không thao tác nào ở đây mua hay bán tài sản thật.',
          '## Những gì bạn có thể thử ngay hôm nay',
          '- Tạo tài khoản bằng e-mail hoặc số điện thoại\n- Bảo vệ tài khoản bằng mật khẩu thanh toán và xác thực hai yếu tố\n- Theo dõi thị trường mô phỏng và thêm mục yêu thích',
          'Trước khi bắt đầu, vui lòng đọc trang tuân thủ và công bố rủi ro của chúng tôi.',
        ],
      },
    },
  },
  {
    id: 2,
    c_id: NEWS_CATEGORY.news,
    ageHours: 26,
    image: img('news-security'),
    texts: {
      en: {
        title: 'Protect your account with two-factor authentication',
        summary: 'An authenticator app and an anti-phishing code make it much harder for anyone else to get in.',
        body: [
          'Passwords leak. With a second factor, a stolen password alone is no longer enough to sign in to your account.',
          '## Turn it on in three steps',
          '- Open Me → Security → Two-factor authentication\n- Scan the QR code with an authenticator app\n- Enter the 6-digit code and keep your recovery codes somewhere safe',
          'Set an anti-phishing code too: every genuine e-mail from Kestrel will show it. Kestrel staff will never ask for your password or verification codes.',
        ],
      },
      zh: {
        title: '开启双重验证，保护您的账户',
        summary: '身份验证器应用和防钓鱼码能让他人更难登录您的账户。',
        body: [
          '密码可能会泄露。开启第二重验证后，仅凭被盗的密码已无法登录您的账户。',
          '## 三步开启',
          '- 打开“我的 → 安全 → 双重验证”\n- 用身份验证器应用扫描二维码\n- 输入 6 位验证码，并将恢复码妥善保存',
          '同时请设置防钓鱼码：Kestrel 发出的每一封真实邮件都会显示它。Kestrel 工作人员绝不会向您索要密码或验证码。',
        ],
      },
      hk: {
        title: '開啟雙重驗證，保護您的帳戶',
        summary: '身份驗證器應用程式和防釣魚碼能令他人更難登入您的帳戶。',
        body: [
          '密碼可能會外洩。開啟第二重驗證後，單憑被盜的密碼已無法登入您的帳戶。',
          '## 三步開啟',
          '- 打開「我的 → 安全 → 雙重驗證」\n- 用身份驗證器應用程式掃描 QR 碼\n- 輸入 6 位驗證碼，並妥善保存恢復碼',
          '同時請設定防釣魚碼：Kestrel 發出的每一封真實電郵都會顯示它。Kestrel 職員絕不會向您索取密碼或驗證碼。',
        ],
      },
      fra: {
        title: 'Protégez votre compte avec l’authentification à deux facteurs',
        summary:
          'Une application d’authentification et un code anti-hameçonnage rendent l’accès à votre compte bien plus difficile pour autrui.',
        body: [
          'Les mots de passe fuient. Avec un second facteur, un mot de passe volé ne suffit plus à se connecter à votre compte.',
          '## L’activer en trois étapes',
          '- Ouvrez Moi → Sécurité → Authentification à deux facteurs\n- Scannez le code QR avec une application d’authentification\n- Saisissez le code à 6 chiffres et conservez vos codes de récupération en lieu sûr',
          'Définissez aussi un code anti-hameçonnage : chaque e-mail authentique de Kestrel l’affichera. Le personnel de Kestrel ne vous demandera jamais votre mot de passe ni vos codes de vérification.',
        ],
      },
      spa: {
        title: 'Proteja su cuenta con la autenticación en dos pasos',
        summary:
          'Una aplicación de autenticación y un código antiphishing hacen mucho más difícil que otra persona entre en su cuenta.',
        body: [
          'Las contraseñas se filtran. Con un segundo factor, una contraseña robada ya no basta para iniciar sesión en su cuenta.',
          '## Actívela en tres pasos',
          '- Abra Yo → Seguridad → Autenticación en dos pasos\n- Escanee el código QR con una aplicación de autenticación\n- Introduzca el código de 6 dígitos y guarde sus códigos de recuperación en un lugar seguro',
          'Configure también un código antiphishing: todos los correos auténticos de Kestrel lo mostrarán. El personal de Kestrel nunca le pedirá su contraseña ni sus códigos de verificación.',
        ],
      },
      th: {
        title: 'ปกป้องบัญชีของคุณด้วยการยืนยันตัวตนแบบสองขั้นตอน',
        summary: 'แอปยืนยันตัวตนและรหัสป้องกันฟิชชิงทำให้ผู้อื่นเข้าถึงบัญชีของคุณได้ยากขึ้นมาก',
        body: [
          'รหัสผ่านอาจรั่วไหลได้ เมื่อมีปัจจัยที่สอง รหัสผ่านที่ถูกขโมยเพียงอย่างเดียวจะไม่พอสำหรับการเข้าสู่บัญชีของคุณอีกต่อไป',
          '## เปิดใช้งานใน 3 ขั้นตอน',
          '- ไปที่ ฉัน → ความปลอดภัย → การยืนยันตัวตนแบบสองขั้นตอน\n- สแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตน\n- กรอกรหัส 6 หลัก และเก็บรหัสกู้คืนไว้ในที่ปลอดภัย',
          'ตั้งรหัสป้องกันฟิชชิงด้วย อีเมลจริงทุกฉบับจาก Kestrel จะแสดงรหัสนี้ เจ้าหน้าที่ Kestrel จะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณโดยเด็ดขาด',
        ],
      },
      jp: {
        title: '二段階認証でアカウントを守りましょう',
        summary: '認証アプリとフィッシング対策コードで、第三者によるログインを大幅に難しくできます。',
        body: [
          'パスワードは漏えいすることがあります。二段階認証を設定すれば、盗まれたパスワードだけではアカウントにログインできなくなります。',
          '## 3 ステップで設定',
          '- 「マイページ → セキュリティ → 二段階認証」を開く\n- 認証アプリで QR コードを読み取る\n- 6 桁のコードを入力し、リカバリーコードを安全な場所に保管する',
          'フィッシング対策コードも設定しましょう。Kestrel からの本物のメールには必ずこのコードが表示されます。Kestrel のスタッフがパスワードや認証コードを尋ねることは決してありません。',
        ],
      },
      kor: {
        title: '2단계 인증으로 계정을 보호하세요',
        summary: '인증 앱과 피싱 방지 코드를 쓰면 다른 사람이 계정에 들어오기가 훨씬 어려워집니다.',
        body: [
          '비밀번호는 유출될 수 있습니다. 두 번째 인증 수단이 있으면 도난당한 비밀번호만으로는 계정에 로그인할 수 없습니다.',
          '## 세 단계로 켜기',
          '- 내 정보 → 보안 → 2단계 인증을 엽니다\n- 인증 앱으로 QR 코드를 스캔합니다\n- 6자리 코드를 입력하고 복구 코드를 안전한 곳에 보관합니다',
          '피싱 방지 코드도 설정하세요. Kestrel이 보내는 진짜 이메일에는 모두 이 코드가 표시됩니다. Kestrel 직원은 절대로 비밀번호나 인증 코드를 묻지 않습니다.',
        ],
      },
      vi: {
        title: 'Bảo vệ tài khoản bằng xác thực hai yếu tố',
        summary: 'Ứng dụng xác thực và mã chống lừa đảo khiến người khác khó vào tài khoản của bạn hơn nhiều.',
        body: [
          'Mật khẩu có thể bị lộ. Khi có yếu tố thứ hai, chỉ một mật khẩu bị đánh cắp sẽ không còn đủ để đăng nhập vào tài khoản của bạn.',
          '## Bật trong ba bước',
          '- Mở Tôi → Bảo mật → Xác thực hai yếu tố\n- Quét mã QR bằng ứng dụng xác thực\n- Nhập mã 6 chữ số và cất giữ mã khôi phục ở nơi an toàn',
          'Hãy đặt thêm mã chống lừa đảo: mọi e-mail thật từ Kestrel đều hiển thị mã này. Nhân viên Kestrel sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn.',
        ],
      },
    },
  },
  {
    id: 3,
    c_id: NEWS_CATEGORY.news,
    ageHours: 24 * 4 + 3,
    image: img('news-verification'),
    texts: {
      en: {
        title: 'Identity verification: what the two levels mean',
        summary: 'Basic and advanced verification raise your limits. Here is what each level asks for.',
        body: [
          'Identity verification protects you and the platform against fraud, and it is required before withdrawals.',
          '## Level 1: basic',
          'Your name, the number of your ID card, passport or driving licence, and photos of the front and back of the document. The 24-hour withdrawal limit is 200 BTC.',
          '## Level 2: advanced',
          'A contact person and a photo of you holding your document. The 24-hour withdrawal limit rises to 500 BTC.',
          'In this demo, submissions are decided by a test reviewer. Please do not upload real identity documents.',
        ],
      },
      zh: {
        title: '身份认证：两个级别分别意味着什么',
        summary: '初级和高级认证可以提高您的限额。以下是每个级别需要提供的资料。',
        body: [
          '身份认证可保护您和平台免受欺诈，提现前必须完成。',
          '## 一级：初级认证',
          '您的姓名，身份证、护照或驾驶证号码，以及证件正反面照片。24 小时提现限额为 200 BTC。',
          '## 二级：高级认证',
          '一位联系人，以及您手持证件的照片。24 小时提现限额提高到 500 BTC。',
          '在本演示中，认证申请由测试审核员处理。请不要上传真实的身份证件。',
        ],
      },
      hk: {
        title: '身份認證：兩個級別分別代表甚麼',
        summary: '初級和高級認證可以提高您的限額。以下是每個級別需要提供的資料。',
        body: [
          '身份認證可保護您和平台免受欺詐，提款前必須完成。',
          '## 一級：初級認證',
          '您的姓名，身份證、護照或駕駛執照號碼，以及證件正反面相片。24 小時提款限額為 200 BTC。',
          '## 二級：高級認證',
          '一位聯絡人，以及您手持證件的相片。24 小時提款限額提高至 500 BTC。',
          '在本示範中，認證申請由測試審核員處理。請不要上載真實的身份證明文件。',
        ],
      },
      fra: {
        title: 'Vérification d’identité : ce que signifient les deux niveaux',
        summary: 'Les vérifications de base et avancée relèvent vos plafonds. Voici ce que demande chaque niveau.',
        body: [
          'La vérification d’identité vous protège, vous et la plateforme, contre la fraude. Elle est obligatoire avant tout retrait.',
          '## Niveau 1 : de base',
          'Votre nom, le numéro de votre carte d’identité, passeport ou permis de conduire, et des photos du recto et du verso du document. Le plafond de retrait sur 24 heures est de 200 BTC.',
          '## Niveau 2 : avancée',
          'Une personne de contact et une photo de vous tenant votre document. Le plafond de retrait sur 24 heures passe à 500 BTC.',
          'Dans cette démo, les demandes sont traitées par un examinateur de test. N’envoyez pas de vrais documents d’identité.',
        ],
      },
      spa: {
        title: 'Verificación de identidad: qué significan los dos niveles',
        summary: 'La verificación básica y la avanzada aumentan sus límites. Esto es lo que pide cada nivel.',
        body: [
          'La verificación de identidad le protege a usted y a la plataforma contra el fraude, y es obligatoria antes de retirar fondos.',
          '## Nivel 1: básica',
          'Su nombre, el número de su documento de identidad, pasaporte o permiso de conducir, y fotos del anverso y el reverso del documento. El límite de retiro en 24 horas es de 200 BTC.',
          '## Nivel 2: avanzada',
          'Una persona de contacto y una foto suya sosteniendo el documento. El límite de retiro en 24 horas sube a 500 BTC.',
          'En esta demo, las solicitudes las resuelve un revisor de prueba. No suba documentos de identidad reales.',
        ],
      },
      th: {
        title: 'การยืนยันตัวตน: ความหมายของทั้งสองระดับ',
        summary: 'การยืนยันระดับพื้นฐานและระดับสูงช่วยเพิ่มวงเงินของคุณ นี่คือสิ่งที่แต่ละระดับต้องใช้',
        body: [
          'การยืนยันตัวตนช่วยปกป้องคุณและแพลตฟอร์มจากการฉ้อโกง และต้องทำก่อนการถอนเงิน',
          '## ระดับ 1: พื้นฐาน',
          'ชื่อของคุณ หมายเลขบัตรประชาชน หนังสือเดินทาง หรือใบขับขี่ และรูปถ่ายด้านหน้าและด้านหลังของเอกสาร วงเงินถอนใน 24 ชั่วโมงคือ 200 BTC',
          '## ระดับ 2: ขั้นสูง',
          'ผู้ติดต่อหนึ่งคน และรูปถ่ายของคุณขณะถือเอกสาร วงเงินถอนใน 24 ชั่วโมงเพิ่มเป็น 500 BTC',
          'ในแอปสาธิตนี้ คำขอจะได้รับการพิจารณาโดยผู้ตรวจสอบทดสอบ โปรดอย่าอัปโหลดเอกสารระบุตัวตนจริง',
        ],
      },
      jp: {
        title: '本人確認：2 つのレベルの違い',
        summary: '基本認証と上級認証で上限額が引き上がります。各レベルで必要なものをご紹介します。',
        body: [
          '本人確認は、お客様とプラットフォームを不正から守るためのもので、出金の前に必要です。',
          '## レベル 1：基本認証',
          '氏名、身分証明書・パスポート・運転免許証の番号、書類の表面と裏面の写真。24 時間の出金上限は 200 BTC です。',
          '## レベル 2：上級認証',
          '連絡先となる方の情報と、書類を手に持ったご本人の写真。24 時間の出金上限が 500 BTC に上がります。',
          'このデモでは、申請はテスト用の審査担当者が判定します。実際の本人確認書類はアップロードしないでください。',
        ],
      },
      kor: {
        title: '신원 인증: 두 단계의 의미',
        summary: '기본 인증과 고급 인증을 마치면 한도가 올라갑니다. 단계별로 필요한 것을 알려 드립니다.',
        body: [
          '신원 인증은 회원님과 플랫폼을 사기로부터 보호하며, 출금 전에 반드시 필요합니다.',
          '## 1단계: 기본 인증',
          '이름, 신분증·여권·운전면허증 번호, 그리고 신분증 앞면과 뒷면 사진. 24시간 출금 한도는 200 BTC입니다.',
          '## 2단계: 고급 인증',
          '연락 가능한 지인 한 명과 신분증을 들고 찍은 본인 사진. 24시간 출금 한도가 500 BTC로 올라갑니다.',
          '이 데모에서는 테스트 심사자가 신청을 처리합니다. 실제 신분증은 올리지 마세요.',
        ],
      },
      vi: {
        title: 'Xác minh danh tính: ý nghĩa của hai cấp độ',
        summary: 'Xác minh cơ bản và nâng cao giúp tăng hạn mức của bạn. Đây là những gì mỗi cấp yêu cầu.',
        body: [
          'Xác minh danh tính bảo vệ bạn và nền tảng khỏi gian lận, và là bắt buộc trước khi rút tiền.',
          '## Cấp 1: cơ bản',
          'Họ tên, số căn cước, hộ chiếu hoặc giấy phép lái xe, cùng ảnh mặt trước và mặt sau của giấy tờ. Hạn mức rút trong 24 giờ là 200 BTC.',
          '## Cấp 2: nâng cao',
          'Một người liên hệ và ảnh bạn cầm giấy tờ tùy thân. Hạn mức rút trong 24 giờ tăng lên 500 BTC.',
          'Trong bản demo này, hồ sơ do một người duyệt thử nghiệm xử lý. Vui lòng không tải lên giấy tờ tùy thân thật.',
        ],
      },
    },
  },
  {
    id: 4,
    c_id: NEWS_CATEGORY.news,
    ageHours: 24 * 9 + 5,
    image: img('news-languages'),
    texts: {
      en: {
        title: 'Kestrel now speaks nine languages',
        summary: 'English, Simplified and Traditional Chinese, French, Spanish, Thai, Japanese, Korean and Vietnamese.',
        body: [
          'You can now use Kestrel in English, Simplified Chinese, Traditional Chinese, French, Spanish, Thai, Japanese, Korean and Vietnamese.',
          'Change the language at any time with the globe icon on the home screen or under Me → Language. Your choice is kept on this device.',
          'Dates, numbers, news and server messages all follow the language you pick.',
        ],
      },
      zh: {
        title: 'Kestrel 现已支持九种语言',
        summary: '英语、简体中文、繁体中文、法语、西班牙语、泰语、日语、韩语和越南语。',
        body: [
          '现在您可以使用英语、简体中文、繁体中文、法语、西班牙语、泰语、日语、韩语和越南语来使用 Kestrel。',
          '您可以随时通过首页的地球图标或“我的 → 语言”切换语言。您的选择会保存在本设备上。',
          '日期、数字、资讯和服务器消息都会跟随您选择的语言。',
        ],
      },
      hk: {
        title: 'Kestrel 現已支援九種語言',
        summary: '英文、簡體中文、繁體中文、法文、西班牙文、泰文、日文、韓文和越南文。',
        body: [
          '現在您可以使用英文、簡體中文、繁體中文、法文、西班牙文、泰文、日文、韓文和越南文來使用 Kestrel。',
          '您可以隨時透過首頁的地球圖示或「我的 → 語言」切換語言。您的選擇會儲存在本裝置上。',
          '日期、數字、資訊和伺服器訊息都會跟隨您選擇的語言。',
        ],
      },
      fra: {
        title: 'Kestrel parle désormais neuf langues',
        summary:
          'Anglais, chinois simplifié et traditionnel, français, espagnol, thaï, japonais, coréen et vietnamien.',
        body: [
          'Vous pouvez désormais utiliser Kestrel en anglais, chinois simplifié, chinois traditionnel, français, espagnol, thaï, japonais, coréen et vietnamien.',
          'Changez de langue à tout moment avec l’icône du globe sur l’écran d’accueil ou dans Moi → Langue. Votre choix est conservé sur cet appareil.',
          'Les dates, les nombres, les actualités et les messages du serveur suivent la langue choisie.',
        ],
      },
      spa: {
        title: 'Kestrel ya habla nueve idiomas',
        summary:
          'Inglés, chino simplificado y tradicional, francés, español, tailandés, japonés, coreano y vietnamita.',
        body: [
          'Ahora puede usar Kestrel en inglés, chino simplificado, chino tradicional, francés, español, tailandés, japonés, coreano y vietnamita.',
          'Cambie de idioma cuando quiera con el icono del globo en la pantalla de inicio o en Yo → Idioma. Su elección se guarda en este dispositivo.',
          'Las fechas, los números, las noticias y los mensajes del servidor siguen el idioma que elija.',
        ],
      },
      th: {
        title: 'Kestrel รองรับเก้าภาษาแล้ว',
        summary: 'อังกฤษ จีนตัวย่อ จีนตัวเต็ม ฝรั่งเศส สเปน ไทย ญี่ปุ่น เกาหลี และเวียดนาม',
        body: [
          'ตอนนี้คุณใช้ Kestrel เป็นภาษาอังกฤษ จีนตัวย่อ จีนตัวเต็ม ฝรั่งเศส สเปน ไทย ญี่ปุ่น เกาหลี และเวียดนามได้แล้ว',
          'เปลี่ยนภาษาได้ทุกเมื่อด้วยไอคอนลูกโลกบนหน้าแรก หรือที่ ฉัน → ภาษา ระบบจะจดจำตัวเลือกของคุณไว้บนอุปกรณ์นี้',
          'วันที่ ตัวเลข ข่าวสาร และข้อความจากเซิร์ฟเวอร์จะแสดงตามภาษาที่คุณเลือก',
        ],
      },
      jp: {
        title: 'Kestrel が 9 言語に対応しました',
        summary: '英語、簡体字中国語、繁体字中国語、フランス語、スペイン語、タイ語、日本語、韓国語、ベトナム語。',
        body: [
          'Kestrel を英語、簡体字中国語、繁体字中国語、フランス語、スペイン語、タイ語、日本語、韓国語、ベトナム語でご利用いただけるようになりました。',
          '言語はホーム画面の地球儀アイコン、または「マイページ → 言語」からいつでも切り替えられます。選択はこの端末に保存されます。',
          '日付、数値、ニュース、サーバーからのメッセージも、選んだ言語で表示されます。',
        ],
      },
      kor: {
        title: '이제 Kestrel이 9개 언어를 지원합니다',
        summary: '영어, 중국어 간체와 번체, 프랑스어, 스페인어, 태국어, 일본어, 한국어, 베트남어.',
        body: [
          '이제 Kestrel을 영어, 중국어 간체, 중국어 번체, 프랑스어, 스페인어, 태국어, 일본어, 한국어, 베트남어로 사용할 수 있습니다.',
          '홈 화면의 지구본 아이콘이나 내 정보 → 언어에서 언제든지 언어를 바꿀 수 있습니다. 선택한 언어는 이 기기에 저장됩니다.',
          '날짜, 숫자, 뉴스와 서버 메시지도 선택한 언어로 표시됩니다.',
        ],
      },
      vi: {
        title: 'Kestrel nay đã hỗ trợ chín ngôn ngữ',
        summary:
          'Tiếng Anh, tiếng Trung giản thể và phồn thể, tiếng Pháp, tiếng Tây Ban Nha, tiếng Thái, tiếng Nhật, tiếng Hàn và tiếng Việt.',
        body: [
          'Giờ đây bạn có thể dùng Kestrel bằng tiếng Anh, tiếng Trung giản thể, tiếng Trung phồn thể, tiếng Pháp, tiếng Tây Ban Nha, tiếng Thái, tiếng Nhật, tiếng Hàn và tiếng Việt.',
          'Đổi ngôn ngữ bất cứ lúc nào bằng biểu tượng quả địa cầu trên màn hình chính hoặc trong Tôi → Ngôn ngữ. Lựa chọn của bạn được lưu trên thiết bị này.',
          'Ngày tháng, con số, tin tức và thông báo từ máy chủ đều theo ngôn ngữ bạn chọn.',
        ],
      },
    },
  },
  {
    id: 5,
    c_id: NEWS_CATEGORY.news,
    ageHours: 24 * 16 + 7,
    image: img('news-market'),
    texts: {
      en: {
        title: 'How the simulated market works',
        summary: 'Crypto, forex, metals, oil, indices and stocks move on a simulator, around the clock.',
        body: [
          'Every price you see in Kestrel is generated by a market simulator. It produces realistic movements for crypto, forex, precious metals, crude oil, stock indices and stocks, but it does not follow any real exchange.',
          'Each price tick is recorded with an id, so every order or option that settles can show exactly which tick it used.',
          'Because the prices are simulated, never use them to make real investment decisions.',
        ],
      },
      zh: {
        title: '模拟行情是如何运作的',
        summary: '加密货币、外汇、贵金属、原油、股指和股票均由模拟器全天候驱动。',
        body: [
          '您在 Kestrel 中看到的每一个价格都由行情模拟器生成。它为加密货币、外汇、贵金属、原油、股指和股票生成逼真的走势，但并不跟随任何真实交易所。',
          '每一笔价格跳动都带有编号记录，因此每一笔结算的订单或期权都能准确说明它使用了哪一笔价格。',
          '由于价格是模拟的，请勿据此做出真实的投资决策。',
        ],
      },
      hk: {
        title: '模擬行情是如何運作的',
        summary: '加密貨幣、外匯、貴金屬、原油、股指和股票均由模擬器全天候驅動。',
        body: [
          '您在 Kestrel 中看到的每一個價格都由行情模擬器產生。它為加密貨幣、外匯、貴金屬、原油、股指和股票產生逼真的走勢，但並不跟隨任何真實交易所。',
          '每一次價格跳動都帶有編號記錄，因此每一筆結算的訂單或期權都能準確說明它使用了哪一個價格。',
          '由於價格是模擬的，請勿據此作出真實的投資決定。',
        ],
      },
      fra: {
        title: 'Comment fonctionne le marché simulé',
        summary: 'Cryptos, devises, métaux, pétrole, indices et actions évoluent sur un simulateur, jour et nuit.',
        body: [
          'Chaque prix affiché dans Kestrel est produit par un simulateur de marché. Il génère des mouvements réalistes pour les cryptos, les devises, les métaux précieux, le pétrole brut, les indices boursiers et les actions, mais ne suit aucune bourse réelle.',
          'Chaque variation de prix est enregistrée avec un identifiant : tout ordre ou option réglé peut ainsi indiquer précisément le prix utilisé.',
          'Ces prix étant simulés, ne les utilisez jamais pour prendre de vraies décisions d’investissement.',
        ],
      },
      spa: {
        title: 'Cómo funciona el mercado simulado',
        summary: 'Cripto, divisas, metales, petróleo, índices y acciones se mueven en un simulador, las 24 horas.',
        body: [
          'Cada precio que ve en Kestrel lo genera un simulador de mercado. Produce movimientos realistas para criptomonedas, divisas, metales preciosos, petróleo crudo, índices bursátiles y acciones, pero no sigue ninguna bolsa real.',
          'Cada variación de precio se registra con un identificador, de modo que cada orden u opción liquidada puede mostrar exactamente qué precio utilizó.',
          'Como los precios son simulados, nunca los use para tomar decisiones de inversión reales.',
        ],
      },
      th: {
        title: 'ตลาดจำลองทำงานอย่างไร',
        summary: 'คริปโต ฟอเร็กซ์ โลหะมีค่า น้ำมัน ดัชนี และหุ้น เคลื่อนไหวด้วยเครื่องจำลองตลอด 24 ชั่วโมง',
        body: [
          'ทุกราคาที่คุณเห็นใน Kestrel สร้างขึ้นโดยเครื่องจำลองตลาด ซึ่งสร้างความเคลื่อนไหวที่สมจริงสำหรับคริปโต ฟอเร็กซ์ โลหะมีค่า น้ำมันดิบ ดัชนีหุ้น และหุ้น แต่ไม่ได้อ้างอิงตลาดจริงใด ๆ',
          'ทุกการเปลี่ยนแปลงของราคาถูกบันทึกพร้อมรหัสอ้างอิง คำสั่งหรือออปชันทุกรายการที่ชำระราคาแล้วจึงแสดงได้ว่าใช้ราคาใด',
          'เนื่องจากราคาเป็นราคาจำลอง โปรดอย่าใช้ราคาเหล่านี้ในการตัดสินใจลงทุนจริง',
        ],
      },
      jp: {
        title: 'シミュレーション相場の仕組み',
        summary: '暗号資産、FX、貴金属、原油、株価指数、株式が 24 時間シミュレーターで動いています。',
        body: [
          'Kestrel に表示される価格はすべて相場シミュレーターが生成しています。暗号資産、FX、貴金属、原油、株価指数、株式について現実的な値動きを作り出しますが、実在の取引所には連動していません。',
          '価格の更新はすべて ID 付きで記録されるため、決済された注文やオプションは、どの価格を使ったかを正確に示せます。',
          '価格はシミュレーションですので、実際の投資判断には決して使わないでください。',
        ],
      },
      kor: {
        title: '시뮬레이션 시장은 어떻게 움직이나요',
        summary: '암호화폐, 외환, 귀금속, 원유, 지수, 주식이 시뮬레이터에서 24시간 움직입니다.',
        body: [
          'Kestrel에 보이는 모든 가격은 시장 시뮬레이터가 만듭니다. 암호화폐, 외환, 귀금속, 원유, 주가지수, 주식의 현실적인 움직임을 만들어 내지만 실제 거래소를 따르지는 않습니다.',
          '가격 변동은 하나하나 ID와 함께 기록되므로, 정산된 모든 주문과 옵션은 어떤 가격을 사용했는지 정확히 보여 줄 수 있습니다.',
          '가격이 시뮬레이션이므로 실제 투자 결정에는 절대 사용하지 마세요.',
        ],
      },
      vi: {
        title: 'Thị trường mô phỏng hoạt động như thế nào',
        summary:
          'Tiền mã hóa, ngoại hối, kim loại, dầu, chỉ số và cổ phiếu biến động trên trình mô phỏng suốt ngày đêm.',
        body: [
          'Mọi mức giá bạn thấy trong Kestrel đều do một trình mô phỏng thị trường tạo ra. Nó tạo biến động chân thực cho tiền mã hóa, ngoại hối, kim loại quý, dầu thô, chỉ số chứng khoán và cổ phiếu, nhưng không theo bất kỳ sàn giao dịch thật nào.',
          'Mỗi lần giá thay đổi đều được ghi lại kèm mã định danh, nên mọi lệnh hoặc quyền chọn đã tất toán đều cho biết chính xác đã dùng mức giá nào.',
          'Vì giá là mô phỏng, đừng bao giờ dùng chúng để đưa ra quyết định đầu tư thật.',
        ],
      },
    },
  },
];

export const BANNERS: ArticleSeed[] = [
  {
    id: 101,
    c_id: NEWS_CATEGORY.banners,
    sort: 1,
    ageHours: 24 * 3,
    image: img('markets'),
    texts: {
      en: {
        title: 'Markets that never sleep',
        summary: 'Follow simulated crypto, forex and metals prices around the clock.',
        body: [
          'Kestrel’s simulated markets run 24 hours a day, 7 days a week, so there is always something to watch.',
          'Open the Market tab to browse instruments, add favourites and see the day’s high and low. Remember: these prices are simulated and are not investment advice.',
        ],
      },
      zh: {
        title: '永不休市的行情',
        summary: '全天候关注模拟的加密货币、外汇和贵金属价格。',
        body: [
          'Kestrel 的模拟市场每周 7 天、每天 24 小时运行，随时都有行情可看。',
          '打开“行情”标签即可浏览品种、添加自选并查看当日最高价和最低价。请记住：这些价格是模拟的，不构成投资建议。',
        ],
      },
      hk: {
        title: '永不休市的行情',
        summary: '全天候關注模擬的加密貨幣、外匯和貴金屬價格。',
        body: [
          'Kestrel 的模擬市場每星期 7 天、每天 24 小時運作，隨時都有行情可看。',
          '打開「行情」分頁即可瀏覽產品、加入自選並查看當日最高價和最低價。請記住：這些價格是模擬的，不構成投資建議。',
        ],
      },
      fra: {
        title: 'Des marchés qui ne dorment jamais',
        summary: 'Suivez les prix simulés des cryptos, des devises et des métaux à toute heure.',
        body: [
          'Les marchés simulés de Kestrel fonctionnent 24 heures sur 24, 7 jours sur 7 : il y a toujours quelque chose à suivre.',
          'Ouvrez l’onglet Marché pour parcourir les instruments, ajouter des favoris et voir le plus haut et le plus bas du jour. Rappel : ces prix sont simulés et ne constituent pas un conseil en investissement.',
        ],
      },
      spa: {
        title: 'Mercados que nunca duermen',
        summary: 'Siga a toda hora los precios simulados de cripto, divisas y metales.',
        body: [
          'Los mercados simulados de Kestrel funcionan las 24 horas, los 7 días de la semana, así que siempre hay algo que seguir.',
          'Abra la pestaña Mercado para explorar instrumentos, añadir favoritos y ver el máximo y el mínimo del día. Recuerde: estos precios son simulados y no son asesoramiento de inversión.',
        ],
      },
      th: {
        title: 'ตลาดที่ไม่เคยหลับ',
        summary: 'ติดตามราคาจำลองของคริปโต ฟอเร็กซ์ และโลหะมีค่าได้ตลอดเวลา',
        body: [
          'ตลาดจำลองของ Kestrel เปิดตลอด 24 ชั่วโมง 7 วันต่อสัปดาห์ จึงมีความเคลื่อนไหวให้ติดตามเสมอ',
          'เปิดแท็บตลาดเพื่อดูรายการสินทรัพย์ เพิ่มรายการโปรด และดูราคาสูงสุดและต่ำสุดของวัน โปรดจำไว้ว่าราคาเหล่านี้เป็นราคาจำลองและไม่ใช่คำแนะนำการลงทุน',
        ],
      },
      jp: {
        title: '眠らないマーケット',
        summary: '暗号資産、FX、貴金属のシミュレーション価格を 24 時間チェック。',
        body: [
          'Kestrel のシミュレーション相場は 24 時間 365 日動いているので、いつでも値動きを見られます。',
          '「マーケット」タブで銘柄を探し、お気に入りに追加し、当日の高値と安値を確認できます。これらの価格はシミュレーションであり、投資助言ではありません。',
        ],
      },
      kor: {
        title: '잠들지 않는 시장',
        summary: '암호화폐, 외환, 귀금속의 시뮬레이션 가격을 24시간 확인하세요.',
        body: [
          'Kestrel의 시뮬레이션 시장은 연중무휴 24시간 열려 있어 언제나 볼거리가 있습니다.',
          '시세 탭에서 종목을 둘러보고, 관심 종목을 추가하고, 당일 고가와 저가를 확인하세요. 이 가격은 시뮬레이션이며 투자 조언이 아닙니다.',
        ],
      },
      vi: {
        title: 'Thị trường không bao giờ ngủ',
        summary: 'Theo dõi giá mô phỏng của tiền mã hóa, ngoại hối và kim loại suốt ngày đêm.',
        body: [
          'Thị trường mô phỏng của Kestrel chạy 24 giờ mỗi ngày, 7 ngày mỗi tuần, nên lúc nào cũng có điều để theo dõi.',
          'Mở thẻ Thị trường để xem các mã, thêm mục yêu thích và xem giá cao nhất, thấp nhất trong ngày. Xin nhớ: đây là giá mô phỏng và không phải lời khuyên đầu tư.',
        ],
      },
    },
  },
  {
    id: 102,
    c_id: NEWS_CATEGORY.banners,
    sort: 2,
    ageHours: 24 * 3,
    image: img('security'),
    link: '/pages/setting/security',
    texts: {
      en: {
        title: 'Turn on two-factor authentication',
        summary: 'Add an authenticator app to keep your account safe.',
        body: [
          'Two-factor authentication adds a 6-digit code from an app on your phone to every sign-in.',
          'Go to Me → Security to turn it on.',
        ],
      },
      zh: {
        title: '开启双重验证',
        summary: '绑定身份验证器应用，守护账户安全。',
        body: ['双重验证会在每次登录时要求输入手机应用生成的 6 位验证码。', '前往“我的 → 安全”即可开启。'],
      },
      hk: {
        title: '開啟雙重驗證',
        summary: '綁定身份驗證器應用程式，守護帳戶安全。',
        body: ['雙重驗證會在每次登入時要求輸入手機應用程式產生的 6 位驗證碼。', '前往「我的 → 安全」即可開啟。'],
      },
      fra: {
        title: 'Activez l’authentification à deux facteurs',
        summary: 'Ajoutez une application d’authentification pour sécuriser votre compte.',
        body: [
          'L’authentification à deux facteurs ajoute à chaque connexion un code à 6 chiffres fourni par une application sur votre téléphone.',
          'Rendez-vous dans Moi → Sécurité pour l’activer.',
        ],
      },
      spa: {
        title: 'Active la autenticación en dos pasos',
        summary: 'Añada una aplicación de autenticación para mantener su cuenta segura.',
        body: [
          'La autenticación en dos pasos añade a cada inicio de sesión un código de 6 dígitos de una aplicación de su teléfono.',
          'Vaya a Yo → Seguridad para activarla.',
        ],
      },
      th: {
        title: 'เปิดการยืนยันตัวตนแบบสองขั้นตอน',
        summary: 'เพิ่มแอปยืนยันตัวตนเพื่อให้บัญชีของคุณปลอดภัย',
        body: [
          'การยืนยันตัวตนแบบสองขั้นตอนจะเพิ่มรหัส 6 หลักจากแอปในโทรศัพท์ของคุณทุกครั้งที่เข้าสู่ระบบ',
          'ไปที่ ฉัน → ความปลอดภัย เพื่อเปิดใช้งาน',
        ],
      },
      jp: {
        title: '二段階認証をオンにしましょう',
        summary: '認証アプリを追加して、アカウントを安全に。',
        body: [
          '二段階認証では、ログインのたびにスマートフォンのアプリに表示される 6 桁のコードが必要になります。',
          '「マイページ → セキュリティ」から設定できます。',
        ],
      },
      kor: {
        title: '2단계 인증을 켜세요',
        summary: '인증 앱을 추가해 계정을 안전하게 지키세요.',
        body: [
          '2단계 인증을 켜면 로그인할 때마다 휴대폰 앱의 6자리 코드가 추가로 필요합니다.',
          '내 정보 → 보안에서 켤 수 있습니다.',
        ],
      },
      vi: {
        title: 'Bật xác thực hai yếu tố',
        summary: 'Thêm ứng dụng xác thực để giữ tài khoản an toàn.',
        body: [
          'Xác thực hai yếu tố yêu cầu thêm mã 6 chữ số từ ứng dụng trên điện thoại mỗi lần đăng nhập.',
          'Vào Tôi → Bảo mật để bật.',
        ],
      },
    },
  },
  {
    id: 103,
    c_id: NEWS_CATEGORY.banners,
    sort: 3,
    ageHours: 24 * 3,
    image: img('help'),
    link: '/pages/common/faq',
    texts: {
      en: {
        title: 'Questions? Visit the help centre',
        summary: 'Answers about accounts, deposits, withdrawals and trading.',
        body: [
          'The help centre answers the most common questions about accounts and security, deposits and withdrawals, and trading.',
          'Still stuck? Contact us and we will reply within one business day.',
        ],
      },
      zh: {
        title: '有疑问？前往帮助中心',
        summary: '关于账户、充值、提现和交易的常见解答。',
        body: [
          '帮助中心解答关于账户与安全、充值与提现以及交易的最常见问题。',
          '仍未解决？请联系我们，我们会在一个工作日内回复。',
        ],
      },
      hk: {
        title: '有疑問？前往幫助中心',
        summary: '關於帳戶、存款、提款和交易的常見解答。',
        body: [
          '幫助中心解答關於帳戶與安全、存款與提款以及交易的最常見問題。',
          '仍未解決？請聯絡我們，我們會在一個工作天內回覆。',
        ],
      },
      fra: {
        title: 'Des questions ? Consultez le centre d’aide',
        summary: 'Réponses sur les comptes, les dépôts, les retraits et le trading.',
        body: [
          'Le centre d’aide répond aux questions les plus fréquentes sur les comptes et la sécurité, les dépôts et les retraits, et le trading.',
          'Toujours bloqué ? Contactez-nous : nous répondons sous un jour ouvré.',
        ],
      },
      spa: {
        title: '¿Dudas? Visite el centro de ayuda',
        summary: 'Respuestas sobre cuentas, depósitos, retiros y trading.',
        body: [
          'El centro de ayuda responde las preguntas más frecuentes sobre cuentas y seguridad, depósitos y retiros, y trading.',
          '¿Sigue con dudas? Contáctenos y le responderemos en un día hábil.',
        ],
      },
      th: {
        title: 'มีคำถาม? ไปที่ศูนย์ช่วยเหลือ',
        summary: 'คำตอบเกี่ยวกับบัญชี การฝาก การถอน และการซื้อขาย',
        body: [
          'ศูนย์ช่วยเหลือตอบคำถามที่พบบ่อยที่สุดเกี่ยวกับบัญชีและความปลอดภัย การฝากและถอนเงิน และการซื้อขาย',
          'ยังไม่พบคำตอบ? ติดต่อเรา แล้วเราจะตอบกลับภายในหนึ่งวันทำการ',
        ],
      },
      jp: {
        title: 'お困りですか？ヘルプセンターへ',
        summary: 'アカウント、入金、出金、取引についての回答。',
        body: [
          'ヘルプセンターでは、アカウントとセキュリティ、入金と出金、取引に関するよくある質問にお答えしています。',
          '解決しない場合はお問い合わせください。1 営業日以内にご返信します。',
        ],
      },
      kor: {
        title: '궁금한 점이 있나요? 고객센터를 찾아 주세요',
        summary: '계정, 입금, 출금, 거래에 대한 답변.',
        body: [
          '고객센터에서 계정과 보안, 입출금, 거래에 관해 가장 많이 묻는 질문에 답해 드립니다.',
          '해결되지 않았다면 문의해 주세요. 영업일 기준 1일 이내에 답변드립니다.',
        ],
      },
      vi: {
        title: 'Có thắc mắc? Hãy ghé trung tâm trợ giúp',
        summary: 'Giải đáp về tài khoản, nạp tiền, rút tiền và giao dịch.',
        body: [
          'Trung tâm trợ giúp trả lời những câu hỏi thường gặp nhất về tài khoản và bảo mật, nạp và rút tiền, và giao dịch.',
          'Vẫn chưa rõ? Hãy liên hệ với chúng tôi, chúng tôi sẽ phản hồi trong vòng một ngày làm việc.',
        ],
      },
    },
  },
  {
    id: 104,
    c_id: NEWS_CATEGORY.banners,
    sort: 4,
    ageHours: 24 * 3,
    image: img('languages'),
    link: '/pages/setting/language',
    texts: {
      en: {
        title: 'Kestrel speaks your language',
        summary: 'Nine languages, switch at any time.',
        body: ['Choose from nine languages under Me → Language. Dates and numbers follow your choice.'],
      },
      zh: {
        title: 'Kestrel 说您的语言',
        summary: '九种语言，随时切换。',
        body: ['在“我的 → 语言”中从九种语言里任选其一，日期和数字格式也会随之变化。'],
      },
      hk: {
        title: 'Kestrel 說您的語言',
        summary: '九種語言，隨時切換。',
        body: ['在「我的 → 語言」中從九種語言裡任選其一，日期和數字格式亦會隨之改變。'],
      },
      fra: {
        title: 'Kestrel parle votre langue',
        summary: 'Neuf langues, à changer à tout moment.',
        body: ['Choisissez parmi neuf langues dans Moi → Langue. Les dates et les nombres suivent votre choix.'],
      },
      spa: {
        title: 'Kestrel habla su idioma',
        summary: 'Nueve idiomas, cámbielo cuando quiera.',
        body: ['Elija entre nueve idiomas en Yo → Idioma. Las fechas y los números siguen su elección.'],
      },
      th: {
        title: 'Kestrel พูดภาษาของคุณ',
        summary: 'เก้าภาษา เปลี่ยนได้ทุกเมื่อ',
        body: ['เลือกได้จากเก้าภาษาที่ ฉัน → ภาษา วันที่และตัวเลขจะแสดงตามภาษาที่คุณเลือก'],
      },
      jp: {
        title: 'Kestrel はあなたの言語で',
        summary: '9 言語からいつでも切り替え可能。',
        body: ['「マイページ → 言語」で 9 つの言語から選べます。日付や数値の表示も選んだ言語に合わせて変わります。'],
      },
      kor: {
        title: 'Kestrel은 당신의 언어로 말합니다',
        summary: '9개 언어, 언제든지 전환하세요.',
        body: ['내 정보 → 언어에서 9개 언어 중 하나를 고르세요. 날짜와 숫자도 선택한 언어에 맞춰 표시됩니다.'],
      },
      vi: {
        title: 'Kestrel nói ngôn ngữ của bạn',
        summary: 'Chín ngôn ngữ, đổi bất cứ lúc nào.',
        body: ['Chọn một trong chín ngôn ngữ tại Tôi → Ngôn ngữ. Ngày tháng và con số sẽ theo lựa chọn của bạn.'],
      },
    },
  },
  {
    id: 105,
    c_id: NEWS_CATEGORY.banners,
    sort: 5,
    ageHours: 24 * 3,
    image: img('risk'),
    link: 'https://en.wikipedia.org/wiki/Binary_option',
    texts: {
      en: {
        title: 'Know the risks of seconds options',
        summary: 'Short-term options are banned or restricted for retail investors in several jurisdictions.',
        body: [
          'Seconds (binary) options pay a fixed amount depending on whether a price is above or below a level after a short time. Most retail buyers lose money on them.',
          'Regulators in the European Union, the United Kingdom, Australia, Israel and elsewhere ban or restrict selling them to retail investors. Our compliance and risk disclosure explains more.',
        ],
      },
      zh: {
        title: '了解秒合约期权的风险',
        summary: '多个司法辖区禁止或限制向散户投资者销售短期期权。',
        body: [
          '秒合约（二元）期权在短时间后根据价格高于或低于某一水平支付固定金额。大多数散户买家在这类产品上亏损。',
          '欧盟、英国、澳大利亚、以色列等地的监管机构禁止或限制向散户投资者销售此类产品。更多内容请参阅我们的合规与风险披露。',
        ],
      },
      hk: {
        title: '了解秒合約期權的風險',
        summary: '多個司法管轄區禁止或限制向零售投資者銷售短期期權。',
        body: [
          '秒合約（二元）期權在短時間後根據價格高於或低於某一水平支付固定金額。大多數零售買家在這類產品上虧損。',
          '歐盟、英國、澳洲、以色列等地的監管機構禁止或限制向零售投資者銷售此類產品。更多內容請參閱我們的合規與風險披露。',
        ],
      },
      fra: {
        title: 'Connaître les risques des options à la seconde',
        summary:
          'Les options à très court terme sont interdites ou restreintes aux particuliers dans plusieurs juridictions.',
        body: [
          'Les options à la seconde (binaires) versent un montant fixe selon qu’un prix est au-dessus ou en dessous d’un niveau après un court délai. La plupart des particuliers y perdent de l’argent.',
          'Les régulateurs de l’Union européenne, du Royaume-Uni, de l’Australie, d’Israël et d’ailleurs en interdisent ou en restreignent la vente aux particuliers. Notre page conformité et risques en dit plus.',
        ],
      },
      spa: {
        title: 'Conozca los riesgos de las opciones por segundos',
        summary:
          'Las opciones a muy corto plazo están prohibidas o restringidas a inversores minoristas en varias jurisdicciones.',
        body: [
          'Las opciones por segundos (binarias) pagan una cantidad fija según si un precio está por encima o por debajo de un nivel tras un breve plazo. La mayoría de los compradores minoristas pierde dinero con ellas.',
          'Los reguladores de la Unión Europea, el Reino Unido, Australia, Israel y otros lugares prohíben o restringen su venta a inversores minoristas. Nuestra página de cumplimiento y riesgos explica más.',
        ],
      },
      th: {
        title: 'รู้ทันความเสี่ยงของออปชันรายวินาที',
        summary: 'ออปชันระยะสั้นถูกห้ามหรือจำกัดสำหรับนักลงทุนรายย่อยในหลายเขตอำนาจศาล',
        body: [
          'ออปชันรายวินาที (ไบนารีออปชัน) จ่ายเงินจำนวนคงที่ตามว่าราคาอยู่สูงหรือต่ำกว่าระดับที่กำหนดหลังเวลาสั้น ๆ นักลงทุนรายย่อยส่วนใหญ่ขาดทุนจากผลิตภัณฑ์นี้',
          'หน่วยงานกำกับดูแลในสหภาพยุโรป สหราชอาณาจักร ออสเตรเลีย อิสราเอล และที่อื่น ๆ ห้ามหรือจำกัดการขายให้นักลงทุนรายย่อย อ่านเพิ่มเติมได้ในหน้าการปฏิบัติตามกฎระเบียบและการเปิดเผยความเสี่ยง',
        ],
      },
      jp: {
        title: '秒単位オプションのリスクを知りましょう',
        summary: '短期オプションは、複数の法域で個人投資家への提供が禁止または制限されています。',
        body: [
          '秒単位（バイナリー）オプションは、短時間の後に価格がある水準より上か下かによって一定額が支払われる商品です。個人投資家の多くが損失を出しています。',
          'EU、英国、オーストラリア、イスラエルなどの規制当局は、個人投資家への販売を禁止または制限しています。詳しくはコンプライアンスとリスク開示のページをご覧ください。',
        ],
      },
      kor: {
        title: '초 단위 옵션의 위험을 알아 두세요',
        summary: '단기 옵션은 여러 관할 지역에서 개인 투자자 대상 판매가 금지되거나 제한됩니다.',
        body: [
          '초 단위(바이너리) 옵션은 짧은 시간 뒤 가격이 특정 수준보다 높은지 낮은지에 따라 정해진 금액을 지급합니다. 대부분의 개인 구매자가 손실을 봅니다.',
          '유럽연합, 영국, 호주, 이스라엘 등의 규제 기관은 개인 투자자에게 판매하는 것을 금지하거나 제한합니다. 자세한 내용은 준법 및 위험 고지를 참고하세요.',
        ],
      },
      vi: {
        title: 'Hiểu rõ rủi ro của quyền chọn theo giây',
        summary: 'Quyền chọn ngắn hạn bị cấm hoặc hạn chế với nhà đầu tư cá nhân ở nhiều khu vực pháp lý.',
        body: [
          'Quyền chọn theo giây (quyền chọn nhị phân) trả một khoản cố định tùy theo giá cao hơn hay thấp hơn một mức sau khoảng thời gian ngắn. Phần lớn người mua cá nhân bị thua lỗ.',
          'Cơ quan quản lý ở Liên minh châu Âu, Vương quốc Anh, Úc, Israel và nhiều nơi khác cấm hoặc hạn chế bán sản phẩm này cho nhà đầu tư cá nhân. Trang tuân thủ và công bố rủi ro của chúng tôi giải thích thêm.',
        ],
      },
    },
  },
];
