// The shared validators of contract/validators.ts (spec §5 and §9), rule by rule and edge by edge.
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkAntiPhishingCode,
  checkCode,
  checkEmail,
  checkIdNumber,
  checkInviteCode,
  checkMobile,
  checkName,
  checkNickname,
  checkPassword,
  checkPasswordPair,
  checkPayPassword,
  checkRequired,
  checkSignature,
  checkWalletAddress,
  compareDecimals,
  hasSpecialChars,
  inRange,
  isAmount,
  isChinese,
  isCode,
  isDate,
  isDateISO,
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isIdNumber,
  isJsonString,
  isLandline,
  isLetters,
  isLettersOrDigits,
  isMobile,
  isNumber,
  isUrl,
  lengthBetween,
  type RequiredField,
  SPECIAL_CHARS,
  stripSpecialChars,
  validationMessages,
} from '../../contract/validators';

const m = validationMessages;

/** The GB 11643 check character for the first 17 characters of an 18-character ID, computed independently. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

/** The same ID with a different (wrong) check character. */
function withWrongCheck(id: string): string {
  const last = id.slice(17);
  return id.slice(0, 17) + (last === '1' ? '2' : '1');
}

const ASCII_SPECIALS = ['`', '~', '!', '#', '$', '^', '&', '*', '(', ')', '=', '|', '{', '}', "'", ':', ';', ','];
const ASCII_SPECIALS_2 = ['[', ']', '<', '>', '/', '?'];
const FULL_WIDTH_SPECIALS = [
  '～',
  '！',
  '＃',
  '＄',
  '￥',
  '＾',
  '＆',
  '＊',
  '（',
  '）',
  '＝',
  '｜',
  '｛',
  '｝',
  '＇',
  '：',
  '；',
  '，',
  '［',
  '］',
  '＜',
  '＞',
  '／',
  '？',
  '｀',
];
const CHINESE_PUNCTUATION = ['【', '】', '‘', '’', '“', '”', '。', '、', '…', '—'];
const ALL_SPECIALS = [...ASCII_SPECIALS, ...ASCII_SPECIALS_2, ...FULL_WIDTH_SPECIALS, ...CHINESE_PUNCTUATION];

describe('validationMessages', () => {
  it('has unique ids under validation.* and an English text for each', () => {
    const descriptors = Object.values(m);
    const ids = descriptors.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of descriptors) {
      expect(d.id).toMatch(/^validation\.[a-z_]+$/);
      expect(d.message.length).toBeGreaterThan(0);
    }
  });

  it('uses the spec §8 texts verbatim', () => {
    expect(m.passwordsInconsistent.message).toBe('The two passwords are inconsistent');
    expect(m.idNumberInvalid.message).toBe('Invalid ID number');
    expect(m.amountInvalid.message).toBe('Please enter the correct quantity, price or amount');
  });

  it('keeps ICU syntax simple: no apostrophes, braces only for the {digits} placeholder', () => {
    for (const d of Object.values(m)) {
      expect(d.message).not.toContain("'");
      expect(d.message.replace('{digits}', '')).not.toMatch(/[{}]/);
    }
    expect(m.codeInvalid.message).toBe('The verification code must be {digits} digits');
  });
});

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.co.uk', 'a_b-c@example.io', 'x@xn--p1ai.xn--p1ai'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user@exa mple.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example.c',
    'user@example..com',
    ' user@example.com',
    '用户@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (value) => expect(isEmail(value)).toBe(false));
});

describe('isMobile', () => {
  it('accepts 11 digits starting 1[3-9] for area code 86', () => {
    expect(isMobile('13800138000', '86')).toBe(true);
    expect(isMobile('19912345678', '86')).toBe(true);
    expect(isMobile('13800138000', '+86')).toBe(true);
  });
  it.each([
    '12800138000',
    '10800138000',
    '1380013800',
    '138001380001',
    '23800138000',
    '1380013800a',
    '１３８００１３８０００',
  ])('rejects %s for area code 86', (value) => expect(isMobile(value, '86')).toBe(false));
  it('accepts 5–15 digits for other area codes', () => {
    expect(isMobile('12345', '1')).toBe(true);
    expect(isMobile('2025550123', '1')).toBe(true);
    expect(isMobile('812345678', '66')).toBe(true);
    expect(isMobile('123456789012345', '44')).toBe(true);
    expect(isMobile('12800138000', '852')).toBe(true);
  });
  it('rejects other lengths and non-digits for other area codes', () => {
    expect(isMobile('1234', '1')).toBe(false);
    expect(isMobile('1234567890123456', '1')).toBe(false);
    expect(isMobile('202-555-0123', '1')).toBe(false);
    expect(isMobile('', '66')).toBe(false);
  });
});

describe('isUrl', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1#frag', 'HTTPS://EXAMPLE.COM', 'http://localhost:8080'])(
    'accepts %s',
    (value) => expect(isUrl(value)).toBe(true),
  );
  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http://',
    'https:///path',
    'http://exa mple.com',
    ' http://example.com',
  ])('rejects %j', (value) => expect(isUrl(value)).toBe(false));
});

describe('isDate', () => {
  it('accepts real dates with - or /', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2024/02/29')).toBe(true);
    expect(isDate('2000-02-29')).toBe(true);
    expect(isDate('2023-12-31')).toBe(true);
  });
  it('rejects dates that do not exist', () => {
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2023-04-31')).toBe(false);
    expect(isDate('2023-13-01')).toBe(false);
    expect(isDate('2023-00-10')).toBe(false);
    expect(isDate('2023-01-00')).toBe(false);
    expect(isDate('0000-01-01')).toBe(false);
  });
  it('rejects other formats', () => {
    expect(isDate('2023-1-5')).toBe(false);
    expect(isDate('2023-01/05')).toBe(false);
    expect(isDate('20230105')).toBe(false);
    expect(isDate('2023-01-05T00:00')).toBe(false);
    expect(isDate('')).toBe(false);
  });
});

describe('isDateISO', () => {
  it.each([
    '2024-02-29',
    '2024-02-29T13:45',
    '2024-02-29T13:45:30',
    '2024-02-29T13:45:30.123Z',
    '2024-02-29T00:00:00+08:00',
    '2024-02-29T23:59:59-0530',
    '2024-02-29T23:59:59+08',
  ])('accepts %s', (value) => expect(isDateISO(value)).toBe(true));
  it.each([
    '2023-02-29',
    '2024/02/29',
    '2024-02-29T24:00',
    '2024-02-29T12:60',
    '2024-02-29T12:00:60',
    '2024-02-29T12',
    '2024-02-29 12:00',
    '2024-02-29T12:00+25:00',
    '2024-02-29T12:00Z+08:00',
    '',
  ])('rejects %j', (value) => expect(isDateISO(value)).toBe(false));
});

describe('isNumber', () => {
  it.each(['0', '-0', '1', '+1', '-1.5', '0010', '123456789012345678901234567890.000000000000000000001'])(
    'accepts %s',
    (value) => expect(isNumber(value)).toBe(true),
  );
  it.each(['', '-', '.5', '1.', '1e3', '1,000', ' 1', 'NaN', 'Infinity', '０', '1.2.3'])('rejects %j', (value) =>
    expect(isNumber(value)).toBe(false),
  );
});

describe('isDigits', () => {
  it('accepts ASCII digits only', () => {
    expect(isDigits('0123456789')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('-1')).toBe(false);
    expect(isDigits('１２３')).toBe(false);
    expect(isDigits('١٢٣')).toBe(false);
  });
});

describe('isIdCard', () => {
  it('accepts the well-known valid sample, in either case of X', () => {
    expect(withCheck('11010519491231002')).toBe('11010519491231002X');
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
  });
  it('accepts computed valid IDs', () => {
    expect(isIdCard(withCheck('44030619900307123'))).toBe(true);
    expect(isIdCard(withCheck('32010220000229456'))).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isIdCard(withWrongCheck('11010519491231002X'))).toBe(false);
    expect(isIdCard(withWrongCheck(withCheck('44030619900307123')))).toBe(false);
  });
  it('rejects a birth date that does not exist, even with a correct check character', () => {
    expect(isIdCard(withCheck('11010519490230002'))).toBe(false);
    expect(isIdCard(withCheck('11010519000229002'))).toBe(false);
    expect(isIdCard(withCheck('11010519001329002'))).toBe(false);
    expect(isIdCard(withCheck('11010517991231002'))).toBe(false);
  });
  it('rejects bad shapes', () => {
    expect(isIdCard('')).toBe(false);
    expect(isIdCard('01010519491231002X')).toBe(false);
    expect(isIdCard('11010519491231002Y')).toBe(false);
    expect(isIdCard('1101051949123100')).toBe(false);
    expect(isIdCard('11010519491231002X1')).toBe(false);
  });
  it('accepts the old 15-digit form with a real birth date (19YYMMDD)', () => {
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
    expect(isIdCard('110105490230002')).toBe(false);
    expect(isIdCard('11010549123100X')).toBe(false);
  });
});

describe('isIdNumber', () => {
  it('type 1 is the resident ID card', () => {
    expect(isIdNumber('1', '11010519491231002X')).toBe(true);
    expect(isIdNumber('1', withWrongCheck('11010519491231002X'))).toBe(false);
    expect(isIdNumber('1', 'E12345678')).toBe(false);
  });
  it.each(['2', '3'])('type %s takes 5–20 letters or digits with inner hyphens', (type) => {
    expect(isIdNumber(type, 'E1234567')).toBe(true);
    expect(isIdNumber(type, 'AB123')).toBe(true);
    expect(isIdNumber(type, 'X1-2345-678')).toBe(true);
    expect(isIdNumber(type, 'A'.repeat(20))).toBe(true);
    expect(isIdNumber(type, 'A123')).toBe(false);
    expect(isIdNumber(type, 'A'.repeat(21))).toBe(false);
    expect(isIdNumber(type, '-E1234567')).toBe(false);
    expect(isIdNumber(type, 'E1234567-')).toBe(false);
    expect(isIdNumber(type, 'E12--34567')).toBe(false);
    expect(isIdNumber(type, 'E123 4567')).toBe(false);
    expect(isIdNumber(type, 'E123456７')).toBe(false);
  });
  it('rejects unknown types', () => {
    expect(isIdNumber('4', 'E1234567')).toBe(false);
    expect(isIdNumber('', '11010519491231002X')).toBe(false);
  });
});

describe('isAmount', () => {
  it.each([
    '1',
    '10',
    '10.5',
    '0.5',
    '1.0',
    '1.1234567890',
    '0.00000000000000000001',
    '0.12345678901234567890',
    '12345678901234567890',
  ])('accepts %s', (value) => expect(isAmount(value)).toBe(true));
  it.each([
    '',
    '0',
    '00',
    '01',
    '01.5',
    '0.0',
    '0.00000000000000000000',
    '1.',
    '.5',
    '0.',
    '1.12345678901',
    `0.${'0'.repeat(20)}1`,
    `0.${'1'.repeat(21)}`,
    '-1',
    '+1',
    '1e3',
    '1,000',
    ' 1',
    '１',
  ])('rejects %j', (value) => expect(isAmount(value)).toBe(false));
});

describe('isChinese', () => {
  it('accepts CJK ideographs only', () => {
    expect(isChinese('王小明')).toBe(true);
    expect(isChinese('繁體中文')).toBe(true);
    expect(isChinese('二〇二四')).toBe(true);
    expect(isChinese('𠀀')).toBe(true);
    expect(isChinese('')).toBe(false);
    expect(isChinese('中文abc')).toBe(false);
    expect(isChinese('中 文')).toBe(false);
    expect(isChinese('中文。')).toBe(false);
    expect(isChinese('ひらがな')).toBe(false);
    expect(isChinese('한국어')).toBe(false);
  });
});

describe('isLetters and isLettersOrDigits', () => {
  it('isLetters takes ASCII letters only', () => {
    expect(isLetters('AbcXyz')).toBe(true);
    expect(isLetters('abc1')).toBe(false);
    expect(isLetters('é')).toBe(false);
    expect(isLetters('')).toBe(false);
  });
  it('isLettersOrDigits takes ASCII letters and digits only', () => {
    expect(isLettersOrDigits('Abc123')).toBe(true);
    expect(isLettersOrDigits('123')).toBe(true);
    expect(isLettersOrDigits('abc-123')).toBe(false);
    expect(isLettersOrDigits('abc 123')).toBe(false);
    expect(isLettersOrDigits('１２３')).toBe(false);
    expect(isLettersOrDigits('')).toBe(false);
  });
});

describe('compareDecimals and inRange', () => {
  it('compares exactly, beyond float precision', () => {
    expect(compareDecimals('0.1000000000000000000001', '0.1')).toBe(1);
    expect(compareDecimals('0.1', '0.1000000000000000000001')).toBe(-1);
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('1.10', '1.1')).toBe(0);
    expect(compareDecimals('007', '7.000')).toBe(0);
    expect(compareDecimals('-0', '0.00')).toBe(0);
    expect(compareDecimals('-2', '-10')).toBe(1);
    expect(compareDecimals('-0.5', '0.1')).toBe(-1);
    expect(compareDecimals('10', '9.99999999999999999999')).toBe(1);
    expect(compareDecimals('abc', '1')).toBeNull();
  });
  it('inRange is inclusive and exact', () => {
    expect(inRange('0.1000000000000000000001', '0', '0.1')).toBe(false);
    expect(inRange('0.1000000000000000000001', '0.1', '1')).toBe(true);
    expect(inRange('0.1', '0.1', '0.1')).toBe(true);
    expect(inRange('0.09999999999999999999', '0.1', '1')).toBe(false);
    expect(inRange('1000000', '2000', '1000000')).toBe(true);
    expect(inRange('1000000.00000000000001', '2000', '1000000')).toBe(false);
    expect(inRange('-5', '-10', '-1')).toBe(true);
    expect(inRange('-11', '-10', '-1')).toBe(false);
  });
  it('inRange is false when any argument is not a decimal number', () => {
    expect(inRange('', '0', '1')).toBe(false);
    expect(inRange('0.5', 'x', '1')).toBe(false);
    expect(inRange('0.5', '0', '1e3')).toBe(false);
  });
});

describe('lengthBetween', () => {
  it('counts user-perceived characters', () => {
    expect(lengthBetween('中文', 2, 2)).toBe(true);
    expect(lengthBetween('e\u0301', 1, 1)).toBe(true);
    expect(lengthBetween('é', 1, 1)).toBe(true);
    expect(lengthBetween('ที่', 1, 1)).toBe(true);
    expect(lengthBetween('Việt', 4, 4)).toBe(true);
    expect(lengthBetween('Vie\u0323\u0302t', 4, 4)).toBe(true);
    expect(lengthBetween('👨‍👩‍👧‍👦', 1, 1)).toBe(true);
    expect(lengthBetween('🇨🇳', 1, 1)).toBe(true);
  });
  it('applies both bounds inclusively', () => {
    expect(lengthBetween('abc', 3, 5)).toBe(true);
    expect(lengthBetween('abcde', 3, 5)).toBe(true);
    expect(lengthBetween('ab', 3, 5)).toBe(false);
    expect(lengthBetween('abcdef', 3, 5)).toBe(false);
    expect(lengthBetween('', 0, 0)).toBe(true);
    expect(lengthBetween('ที่ที่ที่', 3, 3)).toBe(true);
    expect(lengthBetween('ที่ที่ที่', 4, 9)).toBe(false);
  });
});

describe('isEmpty', () => {
  it('treats empty and whitespace-only text as empty', () => {
    expect(isEmpty('')).toBe(true);
    expect(isEmpty('   ')).toBe(true);
    expect(isEmpty('\t\n')).toBe(true);
    expect(isEmpty('\u3000')).toBe(true);
    expect(isEmpty('\u00a0')).toBe(true);
    expect(isEmpty(' a ')).toBe(false);
    expect(isEmpty('0')).toBe(false);
  });
});

describe('isJsonString', () => {
  it('accepts JSON objects and arrays', () => {
    expect(isJsonString('{}')).toBe(true);
    expect(isJsonString('{"a":1,"b":[true,null]}')).toBe(true);
    expect(isJsonString('[1,2,3]')).toBe(true);
    expect(isJsonString(' [ ] ')).toBe(true);
  });
  it('rejects invalid JSON and bare scalars', () => {
    expect(isJsonString('')).toBe(false);
    expect(isJsonString('{a:1}')).toBe(false);
    expect(isJsonString("{'a':1}")).toBe(false);
    expect(isJsonString('{"a":1,}')).toBe(false);
    expect(isJsonString('1')).toBe(false);
    expect(isJsonString('"text"')).toBe(false);
    expect(isJsonString('null')).toBe(false);
    expect(isJsonString('true')).toBe(false);
  });
});

describe('isLandline', () => {
  it.each(['0571-87654321', '010-12345678', '0755-1234567', '021-87654321-123', '010-12345678-1'])(
    'accepts %s',
    (value) => expect(isLandline(value)).toBe(true),
  );
  it.each([
    '',
    '057187654321',
    '571-87654321',
    '0571-123456',
    '0571-123456789',
    '01-12345678',
    '0571-87654321-',
    '0571-87654321-1234567',
    '0571 87654321',
    '13800138000',
  ])('rejects %j', (value) => expect(isLandline(value)).toBe(false));
});

describe('isCode', () => {
  it('takes exactly N ASCII digits, 6 by default', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('000000')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode('abcdef')).toBe(false);
    expect(isCode('１２３４５６')).toBe(false);
    expect(isCode(' 12345')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
    expect(isCode('', 0)).toBe(false);
  });
});

describe('hasSpecialChars and stripSpecialChars', () => {
  it.each(ALL_SPECIALS)('finds and removes %s', (c) => {
    expect(hasSpecialChars(c)).toBe(true);
    expect(hasSpecialChars(`ab${c}cd`)).toBe(true);
    expect(stripSpecialChars(`ab${c}cd${c}`)).toBe('abcd');
  });
  it('SPECIAL_CHARS is exactly the tested set', () => {
    expect([...SPECIAL_CHARS].sort()).toEqual([...ALL_SPECIALS].sort());
  });
  it('strips every special character at once', () => {
    expect(stripSpecialChars(`x${ALL_SPECIALS.join('')}y`)).toBe('xy');
    expect(stripSpecialChars('【公告】“新币”上线！')).toBe('公告新币上线');
  });
  it.each(['@', '.', '-', '_', '%', '+', '"', 'abcXYZ', '0123', '中文', '王小明', 'ภาษาไทย', 'ที่', 'Tiếng Việt', ' '])(
    'allows %j',
    (value) => {
      expect(hasSpecialChars(value)).toBe(false);
      expect(stripSpecialChars(value)).toBe(value);
    },
  );
});

describe('checkRequired', () => {
  const prompts: Record<RequiredField, string> = {
    username: 'Please enter your username',
    confirmPassword: 'Please confirm the password',
    inviteCode: 'Please enter the invitation code',
    code: 'Please enter the verification code',
    mobile: 'Please enter your mobile number',
    email: 'Please enter your email address',
    walletAddress: 'Please enter the wallet address',
    qrCode: 'Please upload the QR code image',
    quantity: 'Please enter the quantity',
    price: 'Please enter the price',
    amount: 'Please enter the amount',
    name: 'Please enter your name',
    idNumber: 'Please enter your ID number',
  };
  it.each(Object.entries(prompts) as [RequiredField, string][])('%s has its own prompt', (field, text) => {
    expect(checkRequired('', field)?.message.message).toBe(text);
    expect(checkRequired('  ', field)?.message.message).toBe(text);
    expect(checkRequired('x', field)).toBeNull();
  });
});

describe('checkPassword', () => {
  it('requires a password', () => {
    expect(checkPassword('')).toEqual({ message: m.passwordRequired });
    expect(checkPassword('   ')).toEqual({ message: m.passwordRequired });
  });
  it('needs more than 6 characters', () => {
    expect(checkPassword('abc123')).toEqual({ message: m.passwordTooShort });
    expect(checkPassword('abc1234')).toBeNull();
    expect(checkPassword('密码密码密码')).toEqual({ message: m.passwordTooShort });
    expect(checkPassword('密码密码密码密')).toBeNull();
  });
  it('allows at most 128 characters', () => {
    expect(checkPassword('a'.repeat(128))).toBeNull();
    expect(checkPassword('a'.repeat(129))).toEqual({ message: m.passwordTooLong });
  });
});

describe('checkPasswordPair', () => {
  it('requires the confirmation', () => {
    expect(checkPasswordPair('secret123', '')).toEqual({ message: m.confirmPasswordRequired });
  });
  it('reports a mismatch with the spec text', () => {
    const result = checkPasswordPair('secret123', 'secret124');
    expect(result).toEqual({ message: m.passwordsInconsistent });
    expect(result?.message.message).toBe('The two passwords are inconsistent');
    expect(checkPasswordPair('secret123', 'Secret123')).not.toBeNull();
  });
  it('accepts a match', () => {
    expect(checkPasswordPair('secret123', 'secret123')).toBeNull();
  });
});

describe('checkCode', () => {
  it('requires a code', () => {
    expect(checkCode('')).toEqual({ message: m.codeRequired });
  });
  it('takes exactly 6 ASCII digits by default and reports {digits}', () => {
    expect(checkCode('123456')).toBeNull();
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '１２３４５６']) {
      expect(checkCode(bad)).toEqual({ message: m.codeInvalid, values: { digits: 6 } });
    }
  });
  it('takes another length when asked', () => {
    expect(checkCode('1234', 4)).toBeNull();
    expect(checkCode('123456', 4)).toEqual({ message: m.codeInvalid, values: { digits: 4 } });
  });
});

describe('checkNickname', () => {
  it('requires a nickname', () => {
    expect(checkNickname('')).toEqual({ message: m.nicknameRequired });
  });
  it('takes 2 to 10 characters', () => {
    expect(checkNickname('a')).toEqual({ message: m.nicknameLength });
    expect(checkNickname('王')).toEqual({ message: m.nicknameLength });
    expect(checkNickname('ab')).toBeNull();
    expect(checkNickname('abcdefghij')).toBeNull();
    expect(checkNickname('abcdefghijk')).toEqual({ message: m.nicknameLength });
    expect(checkNickname('王小明王小明王小明王')).toBeNull();
    expect(checkNickname('王小明王小明王小明王小')).toEqual({ message: m.nicknameLength });
  });
  it('accepts letters of any script, their marks, and digits', () => {
    expect(checkNickname('王小明')).toBeNull();
    expect(checkNickname('Kestrel24')).toBeNull();
    expect(checkNickname('สมศักดิ์')).toBeNull();
    expect(checkNickname('น้ำใส')).toBeNull();
    expect(checkNickname('Nguyễn')).toBeNull();
    expect(checkNickname('Nguye\u0302\u0303n')).toBeNull();
    expect(checkNickname('たなか')).toBeNull();
    expect(checkNickname('김철수')).toBeNull();
  });
  it('rejects emoji, spaces, punctuation and a leading mark', () => {
    expect(checkNickname('王小明😀')).toEqual({ message: m.nicknameCharacters });
    expect(checkNickname('😀😀')).toEqual({ message: m.nicknameCharacters });
    expect(checkNickname('ab cd')).toEqual({ message: m.nicknameCharacters });
    expect(checkNickname('ab_cd')).toEqual({ message: m.nicknameCharacters });
    expect(checkNickname('ab!')).toEqual({ message: m.nicknameCharacters });
    expect(checkNickname('\u0301ab')).toEqual({ message: m.nicknameCharacters });
  });
});

describe('checkSignature', () => {
  it('requires a signature', () => {
    expect(checkSignature('')).toEqual({ message: m.signatureRequired });
  });
  it('takes 2 to 30 characters', () => {
    expect(checkSignature('a')).toEqual({ message: m.signatureLength });
    expect(checkSignature('ab')).toBeNull();
    expect(checkSignature('a'.repeat(30))).toBeNull();
    expect(checkSignature('a'.repeat(31))).toEqual({ message: m.signatureLength });
    expect(checkSignature('交'.repeat(30))).toBeNull();
    expect(checkSignature('交'.repeat(31))).toEqual({ message: m.signatureLength });
  });
  it('allows spaces, emoji and ordinary punctuation', () => {
    expect(checkSignature('Hodl and chill')).toBeNull();
    expect(checkSignature('Trade well 🚀')).toBeNull();
    expect(checkSignature('100% long-term @kestrel')).toBeNull();
  });
  it('rejects special characters and control characters', () => {
    expect(checkSignature('hello!')).toEqual({ message: m.signatureCharacters });
    expect(checkSignature('你好，世界')).toEqual({ message: m.signatureCharacters });
    expect(checkSignature('<script>')).toEqual({ message: m.signatureCharacters });
    expect(checkSignature('line\nbreak')).toEqual({ message: m.signatureCharacters });
  });
});

describe('checkEmail', () => {
  it('requires, then validates', () => {
    expect(checkEmail('')).toEqual({ message: m.emailRequired });
    expect(checkEmail('user@example.com')).toBeNull();
    expect(checkEmail('user@example')).toEqual({ message: m.emailInvalid });
    expect(checkEmail('not an email')).toEqual({ message: m.emailInvalid });
  });
});

describe('checkMobile', () => {
  it('requires, then validates for the area code', () => {
    expect(checkMobile('', '86')).toEqual({ message: m.mobileRequired });
    expect(checkMobile('13800138000', '86')).toBeNull();
    expect(checkMobile('12800138000', '86')).toEqual({ message: m.mobileInvalid });
    expect(checkMobile('1380013800', '86')).toEqual({ message: m.mobileInvalid });
    expect(checkMobile('812345678', '66')).toBeNull();
    expect(checkMobile('1234', '66')).toEqual({ message: m.mobileInvalid });
  });
});

describe('checkIdNumber', () => {
  it('needs a known document type', () => {
    expect(checkIdNumber('', '11010519491231002X')).toEqual({ message: m.idTypeRequired });
    expect(checkIdNumber('9', 'E1234567')).toEqual({ message: m.idTypeRequired });
  });
  it('requires the number, then validates it with the spec text', () => {
    expect(checkIdNumber('1', '')).toEqual({ message: m.idNumberRequired });
    expect(checkIdNumber('1', '11010519491231002X')).toBeNull();
    expect(checkIdNumber('1', '110105194912310021')).toEqual({ message: m.idNumberInvalid });
    expect(checkIdNumber('1', '110105194912310021')?.message.message).toBe('Invalid ID number');
    expect(checkIdNumber('2', 'E12345678')).toBeNull();
    expect(checkIdNumber('3', 'D-1234-5678')).toBeNull();
    expect(checkIdNumber('2', 'E1')).toEqual({ message: m.idNumberInvalid });
  });
});

describe('checkName', () => {
  it('requires a name', () => {
    expect(checkName('')).toEqual({ message: m.nameRequired });
    expect(checkName('  ')).toEqual({ message: m.nameRequired });
  });
  it('accepts names in many scripts with spaces, dots, hyphens and apostrophes', () => {
    for (const name of [
      '王五',
      '王小明',
      'John Smith',
      "Mary-Jane O'Brien",
      'Mary O’Brien',
      'J. R. R. Tolkien',
      '阿沛·阿旺晋美',
      'ジョン・スミス',
      'Nguyễn Văn An',
      'สมศักดิ์ ใจดี',
    ]) {
      expect(checkName(name), name).toBeNull();
    }
  });
  it('takes 2 to 50 characters', () => {
    expect(checkName('王')).toEqual({ message: m.nameLength });
    expect(checkName('a'.repeat(50))).toBeNull();
    expect(checkName('a'.repeat(51))).toEqual({ message: m.nameLength });
  });
  it('rejects digits, other symbols and a leading non-letter', () => {
    expect(checkName('John2')).toEqual({ message: m.nameCharacters });
    expect(checkName('John_Smith')).toEqual({ message: m.nameCharacters });
    expect(checkName('John 😀')).toEqual({ message: m.nameCharacters });
    expect(checkName(' John')).toEqual({ message: m.nameCharacters });
    expect(checkName('-John')).toEqual({ message: m.nameCharacters });
  });
});

describe('checkAmount', () => {
  it('requires, then validates with the spec text', () => {
    expect(checkAmount('')).toEqual({ message: m.amountRequired });
    expect(checkAmount('10.5')).toBeNull();
    expect(checkAmount('0.00000000000000000001')).toBeNull();
    expect(checkAmount('0')).toEqual({ message: m.amountInvalid });
    expect(checkAmount('01')).toEqual({ message: m.amountInvalid });
    expect(checkAmount('-1')).toEqual({ message: m.amountInvalid });
    expect(checkAmount('abc')?.message.message).toBe('Please enter the correct quantity, price or amount');
  });
});

describe('checkInviteCode', () => {
  it('is optional', () => {
    expect(checkInviteCode('')).toBeNull();
    expect(checkInviteCode('  ')).toBeNull();
  });
  it('takes 4 to 16 letters or digits when given', () => {
    expect(checkInviteCode('AB12')).toBeNull();
    expect(checkInviteCode('A'.repeat(16))).toBeNull();
    expect(checkInviteCode('AB1')).toEqual({ message: m.inviteCodeInvalid });
    expect(checkInviteCode('A'.repeat(17))).toEqual({ message: m.inviteCodeInvalid });
    expect(checkInviteCode('AB-12')).toEqual({ message: m.inviteCodeInvalid });
    expect(checkInviteCode('邀请码码')).toEqual({ message: m.inviteCodeInvalid });
  });
});

describe('checkWalletAddress', () => {
  it('requires, then takes 10 to 128 letters or digits', () => {
    expect(checkWalletAddress('')).toEqual({ message: m.walletAddressRequired });
    expect(checkWalletAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeNull();
    expect(checkWalletAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(checkWalletAddress('a'.repeat(10))).toBeNull();
    expect(checkWalletAddress('a'.repeat(128))).toBeNull();
    expect(checkWalletAddress('a'.repeat(9))).toEqual({ message: m.walletAddressInvalid });
    expect(checkWalletAddress('a'.repeat(129))).toEqual({ message: m.walletAddressInvalid });
    expect(checkWalletAddress('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toEqual({
      message: m.walletAddressInvalid,
    });
    expect(checkWalletAddress('TQn9Y2khEsLJW1Ch VWFMSMeRDow5KcbLSE')).toEqual({ message: m.walletAddressInvalid });
  });
});

describe('checkPayPassword', () => {
  it('requires exactly 6 ASCII digits', () => {
    expect(checkPayPassword('')).toEqual({ message: m.payPasswordRequired });
    expect(checkPayPassword('123456')).toBeNull();
    expect(checkPayPassword('12345')).toEqual({ message: m.payPasswordInvalid });
    expect(checkPayPassword('1234567')).toEqual({ message: m.payPasswordInvalid });
    expect(checkPayPassword('12345a')).toEqual({ message: m.payPasswordInvalid });
    expect(checkPayPassword('１２３４５６')).toEqual({ message: m.payPasswordInvalid });
  });
});

describe('checkAntiPhishingCode', () => {
  it('requires 4 to 20 letters or digits', () => {
    expect(checkAntiPhishingCode('')).toEqual({ message: m.antiPhishingCodeRequired });
    expect(checkAntiPhishingCode('Ab12')).toBeNull();
    expect(checkAntiPhishingCode('A'.repeat(20))).toBeNull();
    expect(checkAntiPhishingCode('Ab1')).toEqual({ message: m.antiPhishingCodeInvalid });
    expect(checkAntiPhishingCode('A'.repeat(21))).toEqual({ message: m.antiPhishingCodeInvalid });
    expect(checkAntiPhishingCode('Ab_12')).toEqual({ message: m.antiPhishingCodeInvalid });
  });
});
