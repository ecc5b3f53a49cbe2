import { describe, expect, it } from 'vitest';
import { applyWebVersion, WEB_VERSION } from '../../src/lib/storage';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('the stored web version flag (spec §9)', () => {
  it('clears storage written by an older version and records the current one', () => {
    const storage = new MemoryStorage();
    storage.setItem('web_version', '0');
    storage.setItem('token', 'old-token');
    storage.setItem('lang', 'zh');
    expect(applyWebVersion(storage)).toBe(true);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('lang')).toBeNull();
    expect(storage.getItem('web_version')).toBe(String(WEB_VERSION));
  });

  it('treats storage without a flag as older, so leftovers of an unversioned app go', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 'stale');
    expect(applyWebVersion(storage)).toBe(true);
    expect(storage.getItem('token')).toBeNull();
  });

  it('keeps the data of the current version', () => {
    const storage = new MemoryStorage();
    storage.setItem('web_version', String(WEB_VERSION));
    storage.setItem('lang', 'jp');
    expect(applyWebVersion(storage)).toBe(false);
    expect(storage.getItem('lang')).toBe('jp');
  });

  it('reports nothing cleared on a first launch', () => {
    const storage = new MemoryStorage();
    expect(applyWebVersion(storage)).toBe(false);
    expect(storage.getItem('web_version')).toBe(String(WEB_VERSION));
  });
});
