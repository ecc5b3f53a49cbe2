// Shared validators (spec §5, limits from §9), used by the client's forms and by the server, which
// is the authority. Pure functions only: no I/O, no clock, no floats. Amounts and other numbers are
// decimal strings checked by regular expressions and compared digit by digit.
//
// Values are checked exactly as given: callers that want to ignore surrounding spaces trim first.
// "Characters" always means user-perceived characters (grapheme clusters), so '中', 'é' and a Thai
// syllable with its marks each count once, however many code units they take.
//
// The field rules (check*) return a Problem (a Lingui descriptor plus its values) or null when the
// value is valid. The descriptors carry explicit ids and the /*i18n*/ marker so that
// `lingui extract` can find them; render with `i18n._(problem.message, problem.values)`.
import type { MessageDescriptor } from '@lingui/core';

// ─── Limits ──────────────────────────────────────────────────────────────────────────────────────

/** Length limits of the field rules, in user-perceived characters (for hints and maxLength). */
export const validationLimits = {
  /** Spec §5/§9: "longer than 6 characters", i.e. at least 7. */
  passwordMin: 7,
  passwordMax: 128,
  codeDigits: 6,
  nicknameMin: 2,
  nicknameMax: 10,
  signatureMin: 2,
  signatureMax: 30,
  nameMin: 2,
  nameMax: 50,
  inviteCodeMin: 4,
  inviteCodeMax: 16,
  walletAddressMin: 10,
  walletAddressMax: 128,
  payPasswordDigits: 6,
  antiPhishingCodeMin: 4,
  antiPhishingCodeMax: 20,
} as const;

// ─── Predicates ──────────────────────────────────────────────────────────────────────────────────

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** An e-mail address: ASCII local part (no leading, trailing or double dots), domain with a TLD. */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/** A mobile number's national part: for area code 86, 11 digits 1[3-9]…; otherwise 5–15 digits. */
export function isMobile(number: string, areaCode: string): boolean {
  const area = areaCode.startsWith('+') ? areaCode.slice(1) : areaCode;
  return area === '86' ? /^1[3-9]\d{9}$/.test(number) : /^\d{5,15}$/.test(number);
}

/** An absolute http or https URL with a host and no whitespace. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether year/month/day (from digit strings) name a real date of the Gregorian calendar. */
export function isCalendarDate(yearText: string, monthText: string, dayText: string): boolean {
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** A real calendar date written YYYY-MM-DD or YYYY/MM/DD (one separator throughout). */
export function isDate(value: string): boolean {
  const m = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(value);
  return m !== null && isCalendarDate(m[1] ?? '', m[3] ?? '', m[4] ?? '');
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/** An ISO 8601 extended-format date (YYYY-MM-DD) or date-time (…Thh:mm[:ss[.f]][Z|±hh[:mm]]). */
export function isDateISO(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  if (m === null || !isCalendarDate(m[1] ?? '', m[2] ?? '', m[3] ?? '')) return false;
  const below = (text: string | undefined, limit: number) => text === undefined || Number(text) < limit;
  return below(m[4], 24) && below(m[5], 60) && below(m[6], 60) && below(m[7], 24) && below(m[8], 60);
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A decimal number string: optional sign, digits, optional fraction ('-1.5'; not '.5', '1.', '1e3'). */
export function isNumber(value: string): boolean {
  return DECIMAL.test(value);
}

/** One or more ASCII digits 0-9. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK_CHARS = '10X98765432';

/** A Chinese resident ID: 18 characters with a valid GB 11643 check character, or the old 15 digits. */
export function isIdCard(value: string): boolean {
  // The birth date must be a real date from 1800 on; "not in the future" would need the clock.
  const long = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (long !== null) {
    if (Number(long[1]) < 1800 || !isCalendarDate(long[1] ?? '', long[2] ?? '', long[3] ?? '')) return false;
    let sum = 0;
    for (let i = 0; i < ID_CARD_WEIGHTS.length; i++) sum += Number(value[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
    return ID_CARD_CHECK_CHARS[sum % 11] === value.slice(17).toUpperCase();
  }
  const short = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(value);
  return short !== null && isCalendarDate(`19${short[1] ?? ''}`, short[2] ?? '', short[3] ?? '');
}

/** An ID number of a type: '1' resident ID card, '2' passport, '3' driving licence. */
export function isIdNumber(idType: string, value: string): boolean {
  if (idType === '1') return isIdCard(value);
  // Passport and driving licence: 5–20 characters in all, ASCII letters and digits, with hyphens
  // allowed between them (not at either end, not two in a row).
  if (idType === '2' || idType === '3') {
    return value.length >= 5 && value.length <= 20 && /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(value);
  }
  return false;
}

/** A positive amount: no leading zero and up to 10 decimals, or "0." with up to 20 decimals, not zero. */
export function isAmount(value: string): boolean {
  return /^(?:[1-9]\d*(?:\.\d{1,10})?|0\.(?=\d*[1-9])\d{1,20})$/.test(value);
}

/** Only CJK ideographs (unified and compatibility ideographs, and 〇). */
export function isChinese(value: string): boolean {
  return /^[\p{Unified_Ideograph}\u3007\u{F900}-\u{FAD9}\u{2F800}-\u{2FA1D}]+$/u.test(value);
}

/** Only ASCII letters A-Z and a-z. */
export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** Only ASCII letters and digits. */
export function isLettersOrDigits(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

type Decimal = { negative: boolean; int: string; frac: string };

function parseDecimal(value: string): Decimal | null {
  const m = DECIMAL.exec(value);
  if (m === null) return null;
  const int = (m[2] ?? '').replace(/^0+/, '');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  return { negative: m[1] === '-' && (int !== '' || frac !== ''), int, frac };
}

function compareDigits(a: string, b: string): -1 | 0 | 1 {
  // Equal-length digit strings compare like numbers when compared as text.
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Exact comparison of two decimal number strings (isNumber): -1, 0 or 1, or null if either is not one. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | null {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (x === null || y === null) return null;
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  let magnitude: -1 | 0 | 1;
  if (x.int.length !== y.int.length) magnitude = x.int.length < y.int.length ? -1 : 1;
  else if (x.int !== y.int) magnitude = compareDigits(x.int, y.int);
  else {
    const width = Math.max(x.frac.length, y.frac.length);
    magnitude = compareDigits(x.frac.padEnd(width, '0'), y.frac.padEnd(width, '0'));
  }
  if (!x.negative || magnitude === 0) return magnitude;
  return magnitude === 1 ? -1 : 1;
}

/** min ≤ value ≤ max for decimal number strings, compared exactly; false if any is not a number. */
export function inRange(value: string, min: string, max: string): boolean {
  const low = compareDecimals(value, min);
  const high = compareDecimals(value, max);
  return low !== null && high !== null && low >= 0 && high <= 0;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** min ≤ number of user-perceived characters (grapheme clusters) ≤ max. */
export function lengthBetween(value: string, min: number, max: number): boolean {
  // A string never has more graphemes than code units, so short strings fail fast, and counting
  // stops as soon as the maximum is passed.
  if (value.length < min) return false;
  let count = 0;
  for (const _ of graphemes.segment(value)) {
    count++;
    if (count > max) return false;
  }
  return count >= min;
}

/** Empty, or only whitespace (including full-width and no-break spaces). */
export function isEmpty(value: string): boolean {
  return /^\s*$/.test(value);
}

/** JSON text whose value is an object or an array ('1', '"a"' and 'null' are not accepted). */
export function isJsonString(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** A Chinese landline: area code 0 + 2–3 digits, hyphen, 7–8 digits, optional -extension (1–6 digits). */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/.test(value);
}

/** Exactly `digits` ASCII digits (a verification code; default 6). */
export function isCode(value: string, digits = 6): boolean {
  return Number.isInteger(digits) && digits > 0 && value.length === digits && isDigits(value);
}

/**
 * The characters the spec forbids in free text (§5): ` ~ ! # $ ^ & * ( ) = | { } ' : ; , [ ] < > / ?,
 * their full-width forms (plus ￥), and the Chinese punctuation 【 】 ‘ ’ “ ” 。 、 … —.
 */
export const SPECIAL_CHARS =
  "`~!#$^&*()=|{}':;,[]<>/?" + '｀～！＃＄￥＾＆＊（）＝｜｛｝＇：；，［］＜＞／？' + '【】‘’“”。、…—';

const specialCharClass = `[${[...SPECIAL_CHARS].map((c) => (/[\\\]^[-]/.test(c) ? `\\${c}` : c)).join('')}]`;
const SPECIAL_CHAR = new RegExp(specialCharClass, 'u');
const SPECIAL_CHARS_ALL = new RegExp(specialCharClass, 'gu');

/** Whether the text contains any of SPECIAL_CHARS. */
export function hasSpecialChars(value: string): boolean {
  return SPECIAL_CHAR.test(value);
}

/** The text with every one of SPECIAL_CHARS removed. */
export function stripSpecialChars(value: string): string {
  return value.replace(SPECIAL_CHARS_ALL, '');
}

// ─── Messages ────────────────────────────────────────────────────────────────────────────────────

// Texts given by spec §8 are used verbatim (passwordsInconsistent, idNumberInvalid, amountInvalid).
// ICU syntax: '{' starts a placeholder and an apostrophe may escape, so texts avoid both except
// for placeholders.
export const validationMessages = {
  passwordRequired: /*i18n*/ { id: 'validation.password_required', message: 'Please enter a password' },
  passwordTooShort: /*i18n*/ {
    id: 'validation.password_too_short',
    message: 'The password must be longer than 6 characters',
  },
  passwordTooLong: /*i18n*/ {
    id: 'validation.password_too_long',
    message: 'The password must be at most 128 characters',
  },
  confirmPasswordRequired: /*i18n*/ {
    id: 'validation.confirm_password_required',
    message: 'Please confirm the password',
  },
  passwordsInconsistent: /*i18n*/ {
    id: 'validation.passwords_inconsistent',
    message: 'The two passwords are inconsistent',
  },
  codeRequired: /*i18n*/ { id: 'validation.code_required', message: 'Please enter the verification code' },
  /** values: { digits } */
  codeInvalid: /*i18n*/ {
    id: 'validation.code_invalid',
    message: 'The verification code must be {digits} digits',
  },
  nicknameRequired: /*i18n*/ { id: 'validation.nickname_required', message: 'Please enter a nickname' },
  nicknameLength: /*i18n*/ {
    id: 'validation.nickname_length',
    message: 'The nickname must be 2 to 10 characters',
  },
  nicknameCharacters: /*i18n*/ {
    id: 'validation.nickname_characters',
    message: 'The nickname can only contain letters and digits',
  },
  signatureRequired: /*i18n*/ { id: 'validation.signature_required', message: 'Please enter a signature' },
  signatureLength: /*i18n*/ {
    id: 'validation.signature_length',
    message: 'The signature must be 2 to 30 characters',
  },
  signatureCharacters: /*i18n*/ {
    id: 'validation.signature_characters',
    message: 'The signature cannot contain special characters',
  },
  emailInvalid: /*i18n*/ { id: 'validation.email_invalid', message: 'Please enter a valid email address' },
  mobileInvalid: /*i18n*/ { id: 'validation.mobile_invalid', message: 'Please enter a valid mobile number' },
  idTypeRequired: /*i18n*/ { id: 'validation.id_type_required', message: 'Please choose a document type' },
  idNumberInvalid: /*i18n*/ { id: 'validation.id_number_invalid', message: 'Invalid ID number' },
  nameLength: /*i18n*/ { id: 'validation.name_length', message: 'The name must be 2 to 50 characters' },
  nameCharacters: /*i18n*/ {
    id: 'validation.name_characters',
    message: 'The name can only contain letters, spaces, dots, hyphens and apostrophes',
  },
  amountInvalid: /*i18n*/ {
    id: 'validation.amount_invalid',
    message: 'Please enter the correct quantity, price or amount',
  },
  inviteCodeInvalid: /*i18n*/ {
    id: 'validation.invite_code_invalid',
    message: 'The invitation code must be 4 to 16 letters or digits',
  },
  walletAddressInvalid: /*i18n*/ {
    id: 'validation.wallet_address_invalid',
    message: 'Please enter a valid wallet address',
  },
  payPasswordRequired: /*i18n*/ {
    id: 'validation.pay_password_required',
    message: 'Please enter the payment password',
  },
  payPasswordInvalid: /*i18n*/ {
    id: 'validation.pay_password_invalid',
    message: 'The payment password must be 6 digits',
  },
  antiPhishingCodeRequired: /*i18n*/ {
    id: 'validation.anti_phishing_code_required',
    message: 'Please enter an anti-phishing code',
  },
  antiPhishingCodeInvalid: /*i18n*/ {
    id: 'validation.anti_phishing_code_invalid',
    message: 'The anti-phishing code must be 4 to 20 letters or digits',
  },
  // Required prompts (spec §5); confirm password and code reuse the descriptors above.
  usernameRequired: /*i18n*/ { id: 'validation.username_required', message: 'Please enter your username' },
  inviteCodeRequired: /*i18n*/ {
    id: 'validation.invite_code_required',
    message: 'Please enter the invitation code',
  },
  mobileRequired: /*i18n*/ { id: 'validation.mobile_required', message: 'Please enter your mobile number' },
  emailRequired: /*i18n*/ { id: 'validation.email_required', message: 'Please enter your email address' },
  walletAddressRequired: /*i18n*/ {
    id: 'validation.wallet_address_required',
    message: 'Please enter the wallet address',
  },
  qrCodeRequired: /*i18n*/ { id: 'validation.qr_code_required', message: 'Please upload the QR code image' },
  quantityRequired: /*i18n*/ { id: 'validation.quantity_required', message: 'Please enter the quantity' },
  priceRequired: /*i18n*/ { id: 'validation.price_required', message: 'Please enter the price' },
  amountRequired: /*i18n*/ { id: 'validation.amount_required', message: 'Please enter the amount' },
  nameRequired: /*i18n*/ { id: 'validation.name_required', message: 'Please enter your name' },
  idNumberRequired: /*i18n*/ { id: 'validation.id_number_required', message: 'Please enter your ID number' },
} satisfies Record<string, MessageDescriptor>;

// ─── Field rules ─────────────────────────────────────────────────────────────────────────────────

/** What a field rule reports: a descriptor and the values of its placeholders, if it has any. */
export type Problem = { message: MessageDescriptor; values?: Record<string, string | number> };

const problem = (message: MessageDescriptor, values?: Record<string, string | number>): Problem =>
  values === undefined ? { message } : { message, values };

/** The fields with a required prompt (spec §5). */
export type RequiredField =
  | 'username'
  | 'confirmPassword'
  | 'inviteCode'
  | 'code'
  | 'mobile'
  | 'email'
  | 'walletAddress'
  | 'qrCode'
  | 'quantity'
  | 'price'
  | 'amount'
  | 'name'
  | 'idNumber';

const requiredMessages: Record<RequiredField, MessageDescriptor> = {
  username: validationMessages.usernameRequired,
  confirmPassword: validationMessages.confirmPasswordRequired,
  inviteCode: validationMessages.inviteCodeRequired,
  code: validationMessages.codeRequired,
  mobile: validationMessages.mobileRequired,
  email: validationMessages.emailRequired,
  walletAddress: validationMessages.walletAddressRequired,
  qrCode: validationMessages.qrCodeRequired,
  quantity: validationMessages.quantityRequired,
  price: validationMessages.priceRequired,
  amount: validationMessages.amountRequired,
  name: validationMessages.nameRequired,
  idNumber: validationMessages.idNumberRequired,
};

/** The field's required prompt if the value is empty or whitespace only. */
export function checkRequired(value: string, what: RequiredField): Problem | null {
  return isEmpty(value) ? problem(requiredMessages[what]) : null;
}

/** Password: required, longer than 6 characters (at least 7), at most 128. */
export function checkPassword(password: string): Problem | null {
  if (isEmpty(password)) return problem(validationMessages.passwordRequired);
  if (!lengthBetween(password, validationLimits.passwordMin, Number.POSITIVE_INFINITY)) {
    return problem(validationMessages.passwordTooShort);
  }
  if (!lengthBetween(password, 0, validationLimits.passwordMax)) return problem(validationMessages.passwordTooLong);
  return null;
}

/** Confirmation field: required and equal to the password (check the password itself with checkPassword). */
export function checkPasswordPair(password: string, confirm: string): Problem | null {
  if (isEmpty(confirm)) return problem(validationMessages.confirmPasswordRequired);
  return password === confirm ? null : problem(validationMessages.passwordsInconsistent);
}

/** Verification code: required, exactly `digits` ASCII digits; the problem carries values { digits }. */
export function checkCode(code: string, digits: number = validationLimits.codeDigits): Problem | null {
  if (isEmpty(code)) return problem(validationMessages.codeRequired);
  return isCode(code, digits) ? null : problem(validationMessages.codeInvalid, { digits });
}

/** Nickname: required, 2–10 characters, letters of any script (with their marks) and digits only. */
export function checkNickname(nickname: string): Problem | null {
  // The spec says Chinese, English and digits; the app serves nine languages, so letters of any
  // script are accepted, with the combining marks that Thai, Vietnamese and others need.
  if (isEmpty(nickname)) return problem(validationMessages.nicknameRequired);
  if (!/^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*$/u.test(nickname)) return problem(validationMessages.nicknameCharacters);
  if (!lengthBetween(nickname, validationLimits.nicknameMin, validationLimits.nicknameMax)) {
    return problem(validationMessages.nicknameLength);
  }
  return null;
}

/** Signature: required, 2–30 characters, no special characters (SPECIAL_CHARS) or control characters. */
export function checkSignature(signature: string): Problem | null {
  // The spec gives 2–30 in one place and 2–10 in another (§5 and §9); we take 2–30.
  if (isEmpty(signature)) return problem(validationMessages.signatureRequired);
  if (hasSpecialChars(signature) || /\p{Cc}/u.test(signature)) return problem(validationMessages.signatureCharacters);
  if (!lengthBetween(signature, validationLimits.signatureMin, validationLimits.signatureMax)) {
    return problem(validationMessages.signatureLength);
  }
  return null;
}

/** E-mail: required and valid (isEmail). */
export function checkEmail(email: string): Problem | null {
  if (isEmpty(email)) return problem(validationMessages.emailRequired);
  return isEmail(email) ? null : problem(validationMessages.emailInvalid);
}

/** Mobile number: required and valid for the area code (isMobile). */
export function checkMobile(number: string, areaCode: string): Problem | null {
  if (isEmpty(number)) return problem(validationMessages.mobileRequired);
  return isMobile(number, areaCode) ? null : problem(validationMessages.mobileInvalid);
}

/** ID number: a known type ('1', '2', '3'), required, and valid for the type (isIdNumber). */
export function checkIdNumber(idType: string, value: string): Problem | null {
  if (idType !== '1' && idType !== '2' && idType !== '3') return problem(validationMessages.idTypeRequired);
  if (isEmpty(value)) return problem(validationMessages.idNumberRequired);
  return isIdNumber(idType, value) ? null : problem(validationMessages.idNumberInvalid);
}

/** Real name: required, 2–50 characters: letters of any script with marks, spaces, dots, hyphens, apostrophes. */
export function checkName(name: string): Problem | null {
  // Dots include the middle dots of transliterated names (阿沛·阿旺晋美, ジョン・スミス); apostrophes
  // include the typographic ’ (O’Brien). The name starts with a letter.
  if (isEmpty(name)) return problem(validationMessages.nameRequired);
  if (!/^\p{L}[\p{L}\p{M} .·・'’-]*$/u.test(name)) return problem(validationMessages.nameCharacters);
  if (!lengthBetween(name, validationLimits.nameMin, validationLimits.nameMax)) {
    return problem(validationMessages.nameLength);
  }
  return null;
}

/** Amount: required and a valid amount (isAmount). */
export function checkAmount(amount: string): Problem | null {
  if (isEmpty(amount)) return problem(validationMessages.amountRequired);
  return isAmount(amount) ? null : problem(validationMessages.amountInvalid);
}

/** Invitation code: optional; if given, 4–16 ASCII letters or digits. */
export function checkInviteCode(code: string): Problem | null {
  if (isEmpty(code)) return null;
  const { inviteCodeMin, inviteCodeMax } = validationLimits;
  return isLettersOrDigits(code) && code.length >= inviteCodeMin && code.length <= inviteCodeMax
    ? null
    : problem(validationMessages.inviteCodeInvalid);
}

/** Wallet address: required, 10–128 ASCII letters or digits. */
export function checkWalletAddress(address: string): Problem | null {
  if (isEmpty(address)) return problem(validationMessages.walletAddressRequired);
  const { walletAddressMin, walletAddressMax } = validationLimits;
  return isLettersOrDigits(address) && address.length >= walletAddressMin && address.length <= walletAddressMax
    ? null
    : problem(validationMessages.walletAddressInvalid);
}

/** Payment password: required, exactly 6 ASCII digits. */
export function checkPayPassword(password: string): Problem | null {
  if (isEmpty(password)) return problem(validationMessages.payPasswordRequired);
  return isCode(password, validationLimits.payPasswordDigits) ? null : problem(validationMessages.payPasswordInvalid);
}

/** Anti-phishing code: required, 4–20 ASCII letters or digits. */
export function checkAntiPhishingCode(code: string): Problem | null {
  if (isEmpty(code)) return problem(validationMessages.antiPhishingCodeRequired);
  const { antiPhishingCodeMin, antiPhishingCodeMax } = validationLimits;
  return isLettersOrDigits(code) && code.length >= antiPhishingCodeMin && code.length <= antiPhishingCodeMax
    ? null
    : problem(validationMessages.antiPhishingCodeInvalid);
}
