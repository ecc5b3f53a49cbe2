// Pure helpers of the account and security screens: masked contact details and a readable guess
// at a device from its user agent. No I/O and no translated text (names of browsers and systems
// are proper nouns).

/** A bound phone number with its middle hidden: "+86 138****8000". */
export function maskMobile(areaCode: string | null, mobile: string): string {
  const digits = mobile.trim();
  let masked: string;
  if (digits.length >= 8) masked = `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  else if (digits.length >= 4) masked = `${digits.slice(0, 1)}****${digits.slice(-2)}`;
  else masked = '****';
  return areaCode ? `+${areaCode.replace(/^\+/, '')} ${masked}` : masked;
}

/** A bound e-mail address with the local part hidden after its first character: "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The account as the user typed it to sign up: the e-mail address, or "+86 13800138000". */
export function accountText(user: { email: string | null; area_code: string | null; mobile: string | null }): string {
  if (user.email) return user.email;
  if (user.mobile) return user.area_code ? `+${user.area_code} ${user.mobile}` : user.mobile;
  return '';
}

export type DeviceGuess = { browser: string | null; os: string | null };

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|OPiOS\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/YaBrowser\//, 'Yandex'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [
    /Version\/[\d.]+.*Safari\/|Mobile\/\w+ Safari|^Mozilla\/5\.0 \((?:iPhone|iPad|Macintosh)[^)]*\) AppleWebKit/,
    'Safari',
  ],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Android/, 'Android'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** The browser and system a user agent string most likely names (null for what it does not tell). */
export function describeUserAgent(userAgent: string): DeviceGuess {
  const ua = userAgent || '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}
