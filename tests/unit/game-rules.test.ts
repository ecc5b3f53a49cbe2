// The mini game's scoring (issue 39, contract/game-rules.ts): right, wrong and tie from the two
// recorded prices; points with the streak bonus and its cap; a tie keeps the streak, a wrong
// guess ends it; the UTC day and the daily limit.
import { describe, expect, it } from 'vitest';
import { GAME, gameDay, guessesLeft, resultOf, scoreOf, settleAtOf } from '../../contract/game-rules';

describe('mini game scoring', () => {
  it('judges a guess from the two recorded prices, exactly', () => {
    expect(resultOf('up', '100000', '100000.01')).toBe('right');
    expect(resultOf('up', '100000', '99999.99')).toBe('wrong');
    expect(resultOf('down', '100000', '99999.99')).toBe('right');
    expect(resultOf('down', '0.1', '0.10')).toBe('tie');
  });

  it('adds the streak bonus up to its cap', () => {
    let streak = 0;
    const points: number[] = [];
    for (let i = 0; i < 7; i++) {
      const s = scoreOf('right', streak);
      points.push(s.points);
      streak = s.streak;
    }
    expect(points).toEqual([10, 15, 20, 25, 30, 30, 30]);
    expect(streak).toBe(7);
  });

  it('keeps the streak on a tie and ends it on a wrong guess, scoring neither', () => {
    expect(scoreOf('tie', 3)).toEqual({ points: 0, streak: 3 });
    expect(scoreOf('wrong', 3)).toEqual({ points: 0, streak: 0 });
    expect(scoreOf('right', 3)).toEqual({ points: GAME.points + 3 * GAME.streakBonus, streak: 4 });
  });

  it('settles an hour after the guess and counts guesses per UTC day', () => {
    const t = Date.UTC(2026, 10, 30, 23, 30);
    expect(settleAtOf(t)).toBe(t + 3_600_000);
    expect(gameDay(t)).toBe(gameDay(Date.UTC(2026, 10, 30)));
    expect(gameDay(t + 3_600_000)).toBe(gameDay(t) + 1);
    expect([0, 4, 5, 9].map(guessesLeft)).toEqual([5, 1, 0, 0]);
  });
});
