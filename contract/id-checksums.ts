// Check-digit algorithms of national identity numbers, as their issuers publish them. Each takes the
// number already reduced to its characters (no spaces, hyphens or brackets), upper case, and in the
// shape its own pattern allows (contract/national-ids.ts checks the shape first), and says whether
// the check character matches. Pure: no I/O.

const digitsOf = (value: string) => [...value].map(Number);

/** Hong Kong HKID: 1–2 letters, 6 digits, check 0–9 or A. A single letter counts a space (36) before it. */
export function hkidCheckOk(value: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})([0-9A])$/.exec(value);
  if (!m) return false;
  const letters = (m[1] ?? '').padStart(2, ' ');
  const letterValue = (c: string) => (c === ' ' ? 36 : c.charCodeAt(0) - 55);
  let sum = letterValue(letters[0] ?? ' ') * 9 + letterValue(letters[1] ?? ' ') * 8;
  digitsOf(m[2] ?? '').forEach((d, i) => {
    sum += d * (7 - i);
  });
  const check = (11 - (sum % 11)) % 11;
  return (check === 10 ? 'A' : String(check)) === m[3];
}

// The area letters of Taiwan's numbers are not in alphabetical order: I, O, W, X, Y, Z were added later.
const TAIWAN_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Taiwan national ID (and the 2021 resident certificate): letter, 1/2/8/9, 8 digits; weights 1,9,8…1,1. */
export function taiwanCheckOk(value: string): boolean {
  const m = /^([A-Z])([1289]\d{8})$/.exec(value);
  if (!m) return false;
  const code = TAIWAN_LETTERS.indexOf(m[1] ?? '') + 10;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  digitsOf(m[2] ?? '').forEach((d, i) => {
    sum += d * (i < 8 ? 8 - i : 1);
  });
  return sum % 10 === 0;
}

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
// Check letters by remainder, per prefix (S/T citizens, F/G foreigners, M foreigners since 2022).
const NRIC_LETTERS: Record<string, { offset: number; letters: string }> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  M: { offset: 3, letters: 'XWUTRQPNJLK' },
};

/** Singapore NRIC/FIN: S, T, F, G or M, 7 digits and a check letter. */
export function nricCheckOk(value: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(value);
  const series = m ? NRIC_LETTERS[m[1] ?? ''] : undefined;
  if (!m || !series) return false;
  let sum = series.offset;
  digitsOf(m[2] ?? '').forEach((d, i) => {
    sum += d * (NRIC_WEIGHTS[i] ?? 0);
  });
  return series.letters[sum % 11] === m[3];
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

/** Verhoeff's dihedral check (India's Aadhaar): digits with their check digit last. */
export function verhoeffOk(digits: string): boolean {
  let c = 0;
  digitsOf(digits)
    .reverse()
    .forEach((d, i) => {
      c = VERHOEFF_D[c]?.[VERHOEFF_P[i % 8]?.[d] ?? 0] ?? 0;
    });
  return c === 0;
}

/** Japan's My Number: 12 digits, the last a mod-11 check over the 11 before it (weights 6…2, 7…2). */
export function myNumberCheckOk(digits: string): boolean {
  const d = digitsOf(digits);
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += (d[11 - n] ?? 0) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === d[11];
}

/** Thailand's 13-digit ID: weights 13…2 over the first 12, check (11 − sum mod 11) mod 10. */
export function thaiCheckOk(digits: string): boolean {
  const d = digitsOf(digits);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (d[i] ?? 0) * (13 - i);
  return (11 - (sum % 11)) % 10 === d[12];
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain's DNI (8 digits) or NIE (X/Y/Z for 0/1/2 and 7 digits): the letter is the number mod 23. */
export function spainLetterOk(value: string): boolean {
  const m = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(value);
  if (!m) return false;
  const number = Number((m[1] ?? '').replace('X', '0').replace('Y', '1').replace('Z', '2'));
  return DNI_LETTERS[number % 23] === m[2];
}

/** Brazil's CPF: 11 digits, the last two mod-11 checks; one digit repeated 11 times is never issued. */
export function cpfCheckOk(digits: string): boolean {
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const check = (count: number) => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += (d[i] ?? 0) * (count + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}
