// Identity-document numbers by issuing country (issue 20): the client's level-1 form and the
// server's /user/real run these same rules. An ID card is checked by its country's public rule
// where one is published (China keeps the spec's validator, isIdCard); any other country's card
// takes 4–20 letters, digits, spaces and hyphens. Passports and driving licences follow no
// common national rule: 5–20 letters and digits (isIdNumber) for every country.
//
// Only rules we are sure of are listed. Korea's resident numbers issued since October 2020 carry
// no check digit, so Korea is checked by length and birth date only; Viet Nam's and Indonesia's
// numbers have no published check digit.
import type { MessageDescriptor } from '@lingui/core';
import { AREA_CODES } from './areaCodes';
import {
  cpfCheckOk,
  hkidCheckOk,
  myNumberCheckOk,
  nricCheckOk,
  spainLetterOk,
  taiwanCheckOk,
  thaiCheckOk,
  verhoeffOk,
} from './id-checksums';
import { idNumberHints, idNumberProblems } from './national-id-messages';
import { isCalendarDate, isIdCard, isIdNumber, type Problem, validationMessages } from './validators';

/** The spec's client sends no country: its ID cards are Chinese. */
export const DEFAULT_ID_COUNTRY = 'CN';

/** The issuing countries a user may choose: those of the area-code list (ISO 3166-1 alpha-2). */
export const ID_COUNTRIES: readonly string[] = [...new Set(AREA_CODES.map((a) => a.iso))];

export const isIdCountry = (code: string): boolean => ID_COUNTRIES.includes(code);

type Rule = {
  /** A number of the expected shape, shown in the hint and in "Expected a number like …". */
  example: string;
  hint: MessageDescriptor;
  /** The trimmed, upper-case number → what is wrong with it, or null. */
  check: (value: string) => Problem | null;
};

const problem = (message: MessageDescriptor, values?: Record<string, string | number>): Problem =>
  values === undefined ? { message } : { message, values };

/** A number of `count` digits, written with or without spaces and hyphens (and dots, for Brazil). */
function digits(count: number, more: (d: string) => Problem | null = () => null, separators = /[\s-]/g) {
  return (value: string) => {
    const d = value.replace(separators, '');
    return /^\d+$/.test(d) && d.length === count ? more(d) : problem(idNumberProblems.expectedDigits, { count });
  };
}

/** A number that must look like `example` (checked by `shape` without spaces), then by `more`. */
function shaped(example: string, shape: RegExp, more: (v: string) => Problem | null) {
  return (value: string) => {
    const v = value.replace(/\s/g, '');
    return shape.test(v) ? more(v) : problem(idNumberProblems.expectedLike, { example });
  };
}

const orCheck = (ok: boolean, message: MessageDescriptor = idNumberProblems.checkDigit) =>
  ok ? null : problem(message);

/** YYMMDD as a real date in one of the centuries given. */
const realBirthDate = (yymmdd: string, centuries: string[]) =>
  centuries.some((c) => isCalendarDate(`${c}${yymmdd.slice(0, 2)}`, yymmdd.slice(2, 4), yymmdd.slice(4, 6)))
    ? null
    : problem(idNumberProblems.birthDate);

/** China: the spec's validator decides; the other checks only say why it said no. */
function china(value: string): Problem | null {
  if (isIdCard(value)) return null;
  const long = /^\d{17}[\dX]$/.test(value);
  if (!long && !/^\d{15}$/.test(value)) return problem(idNumberProblems.chinaFormat);
  // Another check character would make it valid: only the check character is wrong.
  if (long && chinaCheckChar(value) !== '') return problem(idNumberProblems.checkDigit);
  // Otherwise the birth date is not real, or the region code starts with 0 (the spec's own text).
  return /^0/.test(value) ? problem(validationMessages.idNumberInvalid) : problem(idNumberProblems.birthDate);
}

/** The check character GB 11643 gives the first 17 digits (to tell a bad check from a bad date). */
function chinaCheckChar(value: string): string {
  for (const c of '0123456789X') if (isIdCard(`${value.slice(0, 17)}${c}`)) return c;
  return '';
}

// Korea's 7th digit gives the century: 9/0 1800s, 1/2/5/6 1900s, 3/4/7/8 2000s.
const KOREA_CENTURY: Record<string, string> = { '9': '18', '0': '18', '1': '19', '2': '19', '5': '19', '6': '19' };

const SSN_EXAMPLE = '123-45-6789';

/** US Social Security number: area 000, 666 and 900–999, group 00 and serial 0000 are never issued. */
function usSsn(value: string): Problem | null {
  const m = /^(\d{3})[-\s]?(\d{2})[-\s]?(\d{4})$/.exec(value);
  if (!m) return problem(idNumberProblems.expectedLike, { example: SSN_EXAMPLE });
  const [, area = '', group = '', serial = ''] = m;
  const never = area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000';
  return never ? problem(idNumberProblems.neverIssued) : null;
}

function ukNino(value: string): Problem | null {
  // Letters D, F, I, Q, U, V are never used as a prefix letter, nor O second; some pairs are reserved.
  const valid = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value);
  return valid ? null : problem(idNumberProblems.neverIssued);
}

const RULES: Record<string, Rule> = {
  CN: { example: '11010519491231002X', hint: idNumberHints.CN, check: china },
  HK: {
    example: 'A123456(3)',
    hint: idNumberHints.HK,
    check: shaped('A123456(3)', /^[A-Z]{1,2}\d{6}(\([0-9A]\)|[0-9A])$/, (v) =>
      orCheck(hkidCheckOk(v.replace(/[()]/g, ''))),
    ),
  },
  TW: {
    example: 'A123456789',
    hint: idNumberHints.TW,
    check: shaped('A123456789', /^[A-Z][1289]\d{8}$/, (v) => orCheck(taiwanCheckOk(v))),
  },
  SG: {
    example: 'S1234567D',
    hint: idNumberHints.SG,
    check: shaped('S1234567D', /^[STFGM]\d{7}[A-Z]$/, (v) => orCheck(nricCheckOk(v), idNumberProblems.checkLetter)),
  },
  IN: {
    example: '2345 6789 0124',
    hint: idNumberHints.IN,
    // Aadhaar numbers never start with 0 or 1.
    check: digits(12, (d) => (/^[01]/.test(d) ? problem(idNumberProblems.neverIssued) : orCheck(verhoeffOk(d)))),
  },
  US: { example: SSN_EXAMPLE, hint: idNumberHints.US, check: usSsn },
  GB: {
    example: 'AB123456C',
    hint: idNumberHints.GB,
    check: shaped('AB123456C', /^[A-Z]{2}\d{6}[A-D]$/, ukNino),
  },
  ES: {
    example: '12345678Z',
    hint: idNumberHints.ES,
    check: (value) =>
      shaped('12345678Z', /^([XYZ]\d{7}|\d{8})[A-Z]$/, (v) => orCheck(spainLetterOk(v), idNumberProblems.checkLetter))(
        value.replace(/-/g, ''),
      ),
  },
  // Pattern only: the French card number carries no published check.
  FR: {
    example: 'X4RTBPFW4',
    hint: idNumberHints.FR,
    check: shaped('X4RTBPFW4', /^([A-Z0-9]{9}|[A-Z0-9]{12})$/, () => null),
  },
  JP: { example: '1234 5678 9018', hint: idNumberHints.JP, check: digits(12, (d) => orCheck(myNumberCheckOk(d))) },
  KR: {
    example: '900101-1234567',
    hint: idNumberHints.KR,
    check: digits(13, (d) => realBirthDate(d.slice(0, 6), [KOREA_CENTURY[d[6] ?? ''] ?? '20'])),
  },
  TH: { example: '1 1017 00230 70 8', hint: idNumberHints.TH, check: digits(13, (d) => orCheck(thaiCheckOk(d))) },
  VN: { example: '001090123456', hint: idNumberHints.VN, check: digits(12) },
  MY: {
    example: '900101-14-5678',
    hint: idNumberHints.MY,
    check: digits(12, (d) => realBirthDate(d.slice(0, 6), ['19', '20'])),
  },
  ID: { example: '3171011505900001', hint: idNumberHints.ID, check: digits(16) },
  BR: {
    example: '529.982.247-25',
    hint: idNumberHints.BR,
    check: digits(11, (d) => orCheck(cpfCheckOk(d)), /[\s.-]/g),
  },
};

/** Any other country's ID card: 4–20 letters, digits, spaces and hyphens, a letter or digit at each end. */
function otherIdCard(value: string): Problem | null {
  if (!/^[A-Z0-9 -]+$/.test(value) || !/^[A-Z0-9].*[A-Z0-9]$|^[A-Z0-9]$/.test(value)) {
    return problem(idNumberProblems.otherCharacters);
  }
  return value.length >= 4 && value.length <= 20 ? null : problem(idNumberProblems.otherLength);
}

/** Countries whose ID card number has a rule of its own (for tests and the form). */
export const COUNTRIES_WITH_RULES = Object.keys(RULES);

/** The example of a country's ID card rule, if it has one. */
export const idCardExample = (country: string): string | null => RULES[country]?.example ?? null;

/** What the number should look like, to say under the field: a hint and its values. */
export function documentNumberHint(country: string, idType: string): Problem {
  if (idType !== '1') return problem(idNumberHints.document);
  const rule = RULES[country];
  return rule ? problem(rule.hint, { example: rule.example }) : problem(idNumberHints.other);
}

/**
 * A document number for its issuing country and type ('1' ID card, '2' passport, '3' driving
 * licence): required, then the country's rule. Letters may be typed in either case.
 */
export function checkDocumentNumber(country: string, idType: string, value: string): Problem | null {
  if (idType !== '1' && idType !== '2' && idType !== '3') return problem(validationMessages.idTypeRequired);
  if (!isIdCountry(country)) return problem(idNumberProblems.countryRequired);
  const v = value.trim().toUpperCase();
  if (v === '') return problem(validationMessages.idNumberRequired);
  if (idType !== '1') return isIdNumber(idType, v) ? null : problem(idNumberProblems.documentFormat);
  return (RULES[country]?.check ?? otherIdCard)(v);
}
