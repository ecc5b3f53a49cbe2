// Identity-document numbers by issuing country (contract/national-ids.ts): real-format samples that
// pass, and ones that fail for a named reason (a wrong check character above all).
import { describe, expect, it } from 'vitest';
import { AREA_CODES } from '../../contract/areaCodes';
import { verhoeffOk } from '../../contract/id-checksums';
import { idNumberHints, idNumberProblems } from '../../contract/national-id-messages';
import {
  COUNTRIES_WITH_RULES,
  checkDocumentNumber,
  DEFAULT_ID_COUNTRY,
  documentNumberHint,
  ID_COUNTRIES,
  idCardExample,
} from '../../contract/national-ids';
import { isIdCard, validationMessages } from '../../contract/validators';

const P = idNumberProblems;
/** The id of what is wrong with an ID card number of `country`, or null when it passes. */
const idCard = (country: string, value: string) => checkDocumentNumber(country, '1', value)?.message.id ?? null;

describe('ID cards by country', () => {
  const cases: [country: string, valid: string[], invalid: [string, { id: string }][]][] = [
    [
      'CN',
      ['11010519491231002X', '11010519491231002x', '110105491231002'],
      [
        ['110105194912310021', P.checkDigit],
        ['11010519491231002', P.chinaFormat],
        ['E12345678', P.chinaFormat],
        ['110105199002301235', P.birthDate],
        ['010105194912310027', validationMessages.idNumberInvalid],
      ],
    ],
    [
      'HK',
      ['A123456(3)', 'A1234563', 'a123456(3)', 'AB987654(3)', 'G123456(A)'],
      [
        ['A123456(4)', P.checkDigit],
        ['AB987654(2)', P.checkDigit],
        ['A12345(3)', P.expectedLike],
        ['123456(3)', P.expectedLike],
      ],
    ],
    [
      'TW',
      ['A123456789', 'A800000014'],
      [
        ['A123456788', P.checkDigit],
        ['B123456789', P.checkDigit],
        ['A323456789', P.expectedLike],
        ['A12345678', P.expectedLike],
      ],
    ],
    [
      'SG',
      ['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K'],
      [
        ['S1234567A', P.checkLetter],
        ['M1234567L', P.checkLetter],
        ['S123456D', P.expectedLike],
        ['A1234567D', P.expectedLike],
      ],
    ],
    [
      'IN',
      ['234567890124', '2345 6789 0124', '2345-6789-0124'],
      [
        ['234567890125', P.checkDigit],
        ['23456789012', P.expectedDigits],
        ['134567890124', P.neverIssued],
      ],
    ],
    [
      'US',
      ['123-45-6789', '123456789'],
      [
        ['000-12-3456', P.neverIssued],
        ['666-12-3456', P.neverIssued],
        ['900-12-3456', P.neverIssued],
        ['123-00-4567', P.neverIssued],
        ['123-45-0000', P.neverIssued],
        ['12-345-6789', P.expectedLike],
        ['123-45-678', P.expectedLike],
      ],
    ],
    [
      'GB',
      ['AB123456C', 'AB 12 34 56 C', 'ab123456d'],
      [
        ['GB123456A', P.neverIssued],
        ['DA123456A', P.neverIssued],
        ['AO123456A', P.neverIssued],
        ['AB123456E', P.expectedLike],
        ['A1234567C', P.expectedLike],
      ],
    ],
    [
      'ES',
      ['12345678Z', '12345678-Z', 'X1234567L', 'Y1234567X'],
      [
        ['12345678A', P.checkLetter],
        ['X1234567A', P.checkLetter],
        ['1234567Z', P.expectedLike],
      ],
    ],
    ['FR', ['X4RTBPFW4', '880692310285'], [['X4RTBPFW', P.expectedLike]]],
    [
      'JP',
      ['123456789018', '1234 5678 9018'],
      [
        ['123456789017', P.checkDigit],
        ['12345678901', P.expectedDigits],
      ],
    ],
    [
      'KR',
      ['900101-1234567', '9001011234567', '000229-3234567'],
      [
        ['010229-3234567', P.birthDate],
        ['900230-1234567', P.birthDate],
        ['900101-123456', P.expectedDigits],
      ],
    ],
    [
      'TH',
      ['1101700230708', '1 1017 00230 70 8'],
      [
        ['1101700230709', P.checkDigit],
        ['110170023070', P.expectedDigits],
      ],
    ],
    ['VN', ['001090123456'], [['00109012345', P.expectedDigits]]],
    [
      'MY',
      ['900101-14-5678', '900101145678'],
      [
        ['901301-14-5678', P.birthDate],
        ['900101-14-567', P.expectedDigits],
      ],
    ],
    ['ID', ['3171011505900001'], [['317101150590000', P.expectedDigits]]],
    [
      'BR',
      ['529.982.247-25', '52998224725'],
      [
        ['529.982.247-26', P.checkDigit],
        ['111.111.111-11', P.checkDigit],
        ['5299822472', P.expectedDigits],
      ],
    ],
    [
      'DE',
      ['T22000129', 'L01X00T47', 'ab-12 34'],
      [
        ['ABC', P.otherLength],
        ['A'.repeat(21), P.otherLength],
        ['AB_1234', P.otherCharacters],
        ['-ABCD', P.otherCharacters],
      ],
    ],
  ];

  it.each(cases)('%s', (country, valid, invalid) => {
    for (const v of valid) expect([v, idCard(country, v)]).toEqual([v, null]);
    for (const [v, why] of invalid) expect([v, idCard(country, v)]).toEqual([v, why.id]);
  });

  it("each rule's example passes its own rule, and its hint names it", () => {
    for (const country of COUNTRIES_WITH_RULES) {
      const example = idCardExample(country) ?? '';
      expect([country, idCard(country, example)]).toEqual([country, null]);
      expect(documentNumberHint(country, '1').values).toEqual({ example });
    }
    expect(documentNumberHint('HK', '1').message).toBe(idNumberHints.HK);
    expect(documentNumberHint('DE', '1')).toEqual({ message: idNumberHints.other });
  });

  it("China keeps the spec's validator: the rule passes exactly what isIdCard passes", () => {
    for (const date of ['19900307', '19900230', '20000229', '17991231']) {
      for (let n = 0; n < 10; n++) {
        for (const c of '0123456789X') {
          const v = `110105${date}00${n}${c}`;
          expect([v, idCard('CN', v) === null]).toEqual([v, isIdCard(v)]);
        }
      }
    }
  });

  it("Verhoeff's published example: 236 with check 3", () => {
    expect(verhoeffOk('2363')).toBe(true);
    expect(verhoeffOk('2364')).toBe(false);
  });
});

describe('passports and driving licences', () => {
  it('take 5–20 letters and digits whatever the country', () => {
    for (const country of ['CN', 'HK', 'US', 'DE']) {
      expect(checkDocumentNumber(country, '2', 'E12345678')).toBeNull();
      expect(checkDocumentNumber(country, '3', 'DL-2020-55')).toBeNull();
      expect(checkDocumentNumber(country, '2', 'E1')?.message).toBe(P.documentFormat);
      expect(checkDocumentNumber(country, '3', 'A'.repeat(21))?.message).toBe(P.documentFormat);
    }
    expect(documentNumberHint('HK', '2')).toEqual({ message: idNumberHints.document });
  });
});

describe('the request', () => {
  it('needs a known type, a listed country and a number', () => {
    expect(checkDocumentNumber('CN', '4', '11010519491231002X')?.message).toBe(validationMessages.idTypeRequired);
    expect(checkDocumentNumber('XX', '1', 'A123456(3)')?.message).toBe(P.countryRequired);
    expect(checkDocumentNumber('', '2', 'E12345678')?.message).toBe(P.countryRequired);
    expect(checkDocumentNumber('HK', '1', '   ')?.message).toBe(validationMessages.idNumberRequired);
  });

  it('offers every country of the area-code list once, China (the spec default) first', () => {
    expect(ID_COUNTRIES[0]).toBe(DEFAULT_ID_COUNTRY);
    expect(new Set(ID_COUNTRIES)).toEqual(new Set(AREA_CODES.map((a) => a.iso)));
    expect(new Set(ID_COUNTRIES).size).toBe(ID_COUNTRIES.length);
    for (const c of COUNTRIES_WITH_RULES) expect(ID_COUNTRIES).toContain(c);
  });
});
