// Texts of the identity-document rules (contract/national-ids.ts): what is wrong with a number, and
// the expected format said under the field. Explicit ids and the /*i18n*/ marker, as in
// validators.ts, so client and server translate the same descriptors. `{example}` is a sample
// number (not translated); `{count}` a number of digits. No apostrophes or braces besides those.
import type { MessageDescriptor } from '@lingui/core';

export const idNumberProblems = {
  checkDigit: /*i18n*/ { id: 'national_id.check_digit', message: 'The check digit does not match' },
  checkLetter: /*i18n*/ { id: 'national_id.check_letter', message: 'The check letter does not match' },
  expectedDigits: /*i18n*/ { id: 'national_id.expected_digits', message: 'Expected {count} digits' },
  expectedLike: /*i18n*/ { id: 'national_id.expected_like', message: 'Expected a number like {example}' },
  birthDate: /*i18n*/ {
    id: 'national_id.birth_date',
    message: 'The date of birth in the number is not a real date',
  },
  neverIssued: /*i18n*/ { id: 'national_id.never_issued', message: 'Numbers in this range are never issued' },
  chinaFormat: /*i18n*/ { id: 'national_id.china_format', message: 'Expected 18 digits; the last may be X' },
  otherCharacters: /*i18n*/ {
    id: 'national_id.other_characters',
    message: 'Use only letters, digits, spaces and hyphens',
  },
  otherLength: /*i18n*/ { id: 'national_id.other_length', message: 'Expected 4 to 20 characters' },
  documentFormat: /*i18n*/ { id: 'national_id.document_format', message: 'Expected 5 to 20 letters and digits' },
  countryRequired: /*i18n*/ { id: 'national_id.country_required', message: 'Please choose the issuing country' },
} satisfies Record<string, MessageDescriptor>;

/** The expected format of each country's ID card number, said under the field. */
export const idNumberHints = {
  CN: /*i18n*/ { id: 'national_id.hint.cn', message: '18 digits; the last may be X, e.g. {example}' },
  HK: /*i18n*/ {
    id: 'national_id.hint.hk',
    message: 'Letter(s), 6 digits and a check character in brackets, e.g. {example}',
  },
  TW: /*i18n*/ { id: 'national_id.hint.tw', message: 'A letter and 9 digits, e.g. {example}' },
  SG: /*i18n*/ {
    id: 'national_id.hint.sg',
    message: 'NRIC or FIN: S, T, F, G or M, 7 digits and a check letter, e.g. {example}',
  },
  IN: /*i18n*/ { id: 'national_id.hint.in', message: 'Aadhaar: 12 digits, e.g. {example}' },
  US: /*i18n*/ { id: 'national_id.hint.us', message: 'Social Security number: NNN-NN-NNNN, e.g. {example}' },
  GB: /*i18n*/ {
    id: 'national_id.hint.gb',
    message: 'National Insurance number: 2 letters, 6 digits and A, B, C or D, e.g. {example}',
  },
  ES: /*i18n*/ {
    id: 'national_id.hint.es',
    message: 'DNI: 8 digits and a letter, e.g. {example}; NIE: X, Y or Z, 7 digits and a letter',
  },
  FR: /*i18n*/ {
    id: 'national_id.hint.fr',
    message: '9 letters and digits (cards from 2021) or 12 (older cards), e.g. {example}',
  },
  JP: /*i18n*/ { id: 'national_id.hint.jp', message: 'My Number: 12 digits, e.g. {example}' },
  KR: /*i18n*/ { id: 'national_id.hint.kr', message: 'Resident registration number: 13 digits, e.g. {example}' },
  TH: /*i18n*/ { id: 'national_id.hint.th', message: '13 digits, e.g. {example}' },
  VN: /*i18n*/ { id: 'national_id.hint.vn', message: 'Citizen identity card: 12 digits, e.g. {example}' },
  MY: /*i18n*/ { id: 'national_id.hint.my', message: 'MyKad: 12 digits, e.g. {example}' },
  ID: /*i18n*/ { id: 'national_id.hint.id', message: 'NIK: 16 digits, e.g. {example}' },
  BR: /*i18n*/ { id: 'national_id.hint.br', message: 'CPF: 11 digits, e.g. {example}' },
  other: /*i18n*/ { id: 'national_id.hint.other', message: '4 to 20 letters, digits, spaces or hyphens' },
  document: /*i18n*/ { id: 'national_id.hint.document', message: '5 to 20 letters and digits' },
} satisfies Record<string, MessageDescriptor>;
