// The back office's IEO project form (admin/src/pages/ieo/terms.ts): times typed and shown in UTC
// whatever the operator's zone, the checks made before sending, which terms are fixed once a
// project opens, what a save changes, and the request sent (an untouched time keeps its instant).
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  FROZEN_FIELDS,
  fieldFrozen,
  formOf,
  type IeoForm,
  msOfUtcInput,
  problemsOf,
  releaseWindowOf,
  requestOf,
  termsFrozen,
  utcInputOf,
  utcText,
} from '../../admin/src/pages/ieo/terms';
import type { AdminIeoProject } from '../../contract/ieo';

const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 1, 8, 0);
const project: AdminIeoProject = {
  id: 4,
  title: 'Kestrel Token',
  currency_name: 'KST',
  pay_currency: 'USDT',
  price: '0.05',
  amount: '1000000',
  total_sell: '2500000',
  percentage: '250.00',
  min_amount: '100',
  user_cap: '50000',
  time_status: 0,
  show_at: START - 3 * DAY,
  // Stored to the second: the form shows minutes.
  start_at: START + 42_000,
  end_at: START + 7 * DAY,
  lock_days: 30,
  release_days: 30,
  release_parts: 3,
  content: 'An English text.',
  link: 'https://kestrel.example',
  white_paper: '',
  ratio: null,
  allocated_at: null,
  descriptions: { en: 'An English text.', zh: '中文' },
  orders: 12,
  committed: '125000',
  enabled: true,
  updated_at: 1,
};

describe('IEO project terms', () => {
  it('reads and writes datetime-local values as UTC', () => {
    expect(utcInputOf(START)).toBe('2026-12-01T08:00');
    expect(msOfUtcInput('2026-12-01T08:00')).toBe(START);
    expect(msOfUtcInput('2026-12-01T08:00:30')).toBe(START + 30_000);
    expect(msOfUtcInput('2026-02-30T08:00')).toBeNull();
    expect(msOfUtcInput('2026-12-01 08:00')).toBeNull();
    expect(msOfUtcInput('')).toBeNull();
    expect(utcText(START)).toBe('2026-12-01 08:00 UTC');
    expect(utcText(null)).toBe('—');
  });

  it('shows a stored project and finds nothing wrong or changed', () => {
    const form = formOf(project);
    expect(form.start_at).toBe('2026-12-01T08:00');
    expect(form.descriptions.zh).toBe('中文');
    expect(form.descriptions.vi).toBe('');
    expect(problemsOf(form)).toEqual({});
    expect(changesOf(project, form)).toEqual([]);
  });

  it('keeps an untouched time to the millisecond and sends only the languages written', () => {
    const form = formOf(project);
    const req = requestOf(
      { ...form, end_at: '2026-12-09T08:00', descriptions: { ...form.descriptions, jp: ' 日本語 ' } },
      project,
    );
    expect(req.id).toBe(4);
    expect(req.start_at).toBe(project.start_at);
    expect(req.end_at).toBe(START + 8 * DAY);
    expect(req.descriptions).toEqual({ en: 'An English text.', zh: '中文', jp: '日本語' });
    expect(req.supply).toBe('1000000');
  });

  it('explains bad terms before anything is sent', () => {
    const bad: IeoForm = {
      ...formOf(project),
      token: 'XYZ',
      price: '0',
      supply: '10',
      min_amount: '1.5',
      user_cap: '20',
      show_at: '2026-12-02T00:00',
      end_at: '2026-12-01T08:00',
      release_parts: '0',
      link: 'http://kestrel.example',
      descriptions: { ...formOf(project).descriptions, en: ' ' },
    };
    expect(Object.keys(problemsOf(bad)).sort()).toEqual([
      'description_en',
      'end_at',
      'link',
      'min_amount',
      'price',
      'release_parts',
      'show_at',
      'token',
      'user_cap',
    ]);
    expect(problemsOf({ ...formOf(project), user_cap: '50' }).user_cap).toBeDefined();
    expect(problemsOf({ ...formOf(project), pay_currency: 'KST' }).pay_currency).toBeDefined();
  });

  it('fixes the terms once the project has opened', () => {
    expect(termsFrozen(undefined)).toBe(false);
    expect(termsFrozen(project)).toBe(false);
    expect(termsFrozen({ time_status: 1 })).toBe(true);
    expect(termsFrozen({ time_status: 2 })).toBe(true);
    expect(FROZEN_FIELDS).toEqual([
      'token',
      'pay_currency',
      'price',
      'supply',
      'min_amount',
      'user_cap',
      'start_at',
      'lock_days',
      'release_days',
      'release_parts',
    ]);
    // The texts, links, visibility and end stay open; the end closes once allocated.
    expect(fieldFrozen({ time_status: 1, ratio: null }, 'price')).toBe(true);
    expect(fieldFrozen({ time_status: 1, ratio: null }, 'end_at')).toBe(false);
    expect(fieldFrozen({ time_status: 2, ratio: '0.4' }, 'end_at')).toBe(true);
    expect(fieldFrozen({ time_status: 2, ratio: '0.4' }, 'title')).toBe(false);
    expect(fieldFrozen({ time_status: 0, ratio: null }, 'price')).toBe(false);
  });

  it('lists what a save changes, descriptions by language', () => {
    const form = formOf(project);
    const changes = changesOf(project, {
      ...form,
      price: '0.050',
      title: 'Kestrel Token II',
      lock_days: '060',
      descriptions: { ...form.descriptions, zh: '', en: 'New.', kor: '한국어' },
      enabled: false,
    });
    expect(changes).toEqual([
      { field: 'title', from: 'Kestrel Token', to: 'Kestrel Token II' },
      { field: 'lock_days', from: '30', to: '60' },
      { field: 'description', lang: 'en', how: 'edited' },
      { field: 'description', lang: 'zh', how: 'removed' },
      { field: 'description', lang: 'kor', how: 'added' },
      { field: 'enabled', from: 'true', to: 'false' },
    ]);
    const added = changesOf(undefined, form);
    expect(added.every((c) => c.field === 'description' || c.from === null)).toBe(true);
    // A link left empty on a new project is not listed.
    expect(added.some((c) => c.field === 'white_paper')).toBe(false);
  });

  it('says when the first and last parts are released', () => {
    expect(releaseWindowOf(formOf(project))).toEqual({
      first: START + 37 * DAY,
      last: START + 97 * DAY,
      parts: 3,
    });
    expect(releaseWindowOf({ ...formOf(project), end_at: '' })).toBeNull();
  });
});
