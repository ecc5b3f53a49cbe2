// The one source of time for server code, so tests can move it and jobs can be replayed.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The system clock plus an offset that developer tools may move forward (POST /api/dev/clock),
 * so testers can see codes, sessions and caches expire without waiting. Never moved in production.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
