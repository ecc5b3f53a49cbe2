// Thresholds kept in price order (issue 14): the stops and limits of one instrument on one side of
// the price, so a tick finds the ones it crosses by binary search instead of looking at every
// position. Inserts wait in a small buffer and are merged (sorted) before the next query, so
// loading 100,000 at once costs one sort, not 100,000 moves.
export type Rung = { at: number; id: string };

/** The first index whose threshold is at least `at` (or more than `at` when `after`). */
function bound(rungs: Rung[], at: number, after: boolean): number {
  let lo = 0;
  let hi = rungs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = (rungs[mid] as Rung).at;
    if (v < at || (after && v === at)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Ladder {
  private rungs: Rung[] = [];
  private pending: Rung[] = [];

  add(at: number, id: string): void {
    this.pending.push({ at, id });
  }

  remove(at: number, id: string): void {
    const waiting = this.pending.findIndex((r) => r.id === id && r.at === at);
    if (waiting >= 0) {
      this.pending.splice(waiting, 1);
      return;
    }
    for (let i = bound(this.rungs, at, false); i < this.rungs.length && (this.rungs[i] as Rung).at === at; i++) {
      if ((this.rungs[i] as Rung).id === id) {
        this.rungs.splice(i, 1);
        return;
      }
    }
  }

  private settle(): Rung[] {
    if (this.pending.length === 0) return this.rungs;
    if (this.pending.length < 64) {
      for (const r of this.pending) this.rungs.splice(bound(this.rungs, r.at, true), 0, r);
    } else {
      this.rungs = this.rungs.concat(this.pending).sort((a, b) => a.at - b.at);
    }
    this.pending = [];
    return this.rungs;
  }

  /** The rungs at or above `price`. */
  atOrAbove(price: number): Rung[] {
    const rungs = this.settle();
    return rungs.slice(bound(rungs, price, false));
  }

  /** The rungs at or below `price`. */
  atOrBelow(price: number): Rung[] {
    const rungs = this.settle();
    return rungs.slice(0, bound(rungs, price, true));
  }

  get size(): number {
    return this.rungs.length + this.pending.length;
  }
}
