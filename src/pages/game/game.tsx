// The mini game (issue 39; spec §2 game/game, the home tile "mini game"): guess whether BTC will
// be higher or lower in an hour than the recorded price now. Points only — nothing is staked,
// bought or paid out. Each guess cites the tick it was made at and, once settled, the first
// recorded tick at or after the hour (with "Check" to see it on the chart), as options do. Shows
// the guesses left today, the player's points and streaks, the open guesses, the latest results
// and the leaderboard. Rules: contract/game-rules.ts. Signed in only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameGuess, GameLeaderboard, GameState } from '../../../contract/game';
import { ApiError } from '../../api/client';
import { getGameHistory, getGameState, getLeaderboard, makeGuess } from '../../api/game';
import { useInstantText } from '../../app/useInstantText';
import { useLoaded } from '../../app/useLoaded';
import { useNow } from '../../app/useNow';
import { showToast } from '../../state/ui';
import { CheckLink, TickCell } from '../../ui/CitedTick';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DelayedSpinner } from '../../ui/Spinner';
import { SummaryRow } from '../../ui/SummaryRow';
import '../lockming/earn.css';
import './game.css';

/** While a guess is open, the state is read again this often (and when one falls due). */
const REFRESH_MS = 15_000;

export default function Game() {
  const state = useLoaded(() => getGameState({ quiet: true, background: true }), []);
  const history = useLoaded(async () => (await getGameHistory(1, { quiet: true, background: true })).list, []);
  const board = useLoaded(() => getLeaderboard({ quiet: true, background: true }), []);
  const reloadAll = useCallback(() => {
    state.reload();
    history.reload();
    board.reload();
  }, [state.reload, history.reload, board.reload]);
  const openCount = state.value?.open.length ?? 0;
  useEffect(() => {
    if (openCount === 0) return;
    const timer = setInterval(reloadAll, REFRESH_MS);
    return () => clearInterval(timer);
  }, [openCount, reloadAll]);

  return (
    <div className="page earn-page game-page">
      <NavBar title={<Trans>Mini game</Trans>} />
      <p className="game-points-only" data-testid="game-points-only">
        <Trans>Points only: nothing is staked, bought or paid out.</Trans>
      </p>
      {state.loaded.state === 'loading' ? (
        <DelayedSpinner delay={200} />
      ) : state.loaded.state === 'failed' ? (
        <LoadError onRetry={state.reload}>
          <Trans>The game could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <>
          <GuessCard state={state.loaded.value} onGuessed={reloadAll} />
          <Score state={state.loaded.value} />
          <OpenGuesses guesses={state.loaded.value.open} onDue={reloadAll} />
          <Results guesses={history.value} />
          <Leaderboard board={board.value} />
          <Rules state={state.loaded.value} />
        </>
      )}
    </div>
  );
}

function GuessCard({ state: s, onGuessed }: { state: GameState; onGuessed: () => void }) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  // One key per intended guess: a retry after a lost answer sends the same one (one guess).
  const key = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const guess = async (direction: 'up' | 'down') => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await makeGuess(direction, key.current, { quiet: true });
      key.current = crypto.randomUUID();
      showToast(t`Guess made: it settles in ${s.rules.minutes} minutes`);
      onGuessed();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'refused') {
        key.current = crypto.randomUUID();
        setRefusal(err.message);
      } else if (err instanceof ApiError) setRefusal(err.message);
    } finally {
      setBusy(false);
    }
  };
  const none = s.today.left === 0;
  return (
    <section className="card game-guess" aria-labelledby="game-guess-title">
      <h2 id="game-guess-title" className="card-title">
        <Trans>Will BTC be higher or lower in {s.rules.minutes} minutes?</Trans>
      </h2>
      <dl className="earn-order-grid">
        <TickCell label={<Trans>BTC price now</Trans>} tick={s.price} unit="USDT" testId="game-price" />
        <div>
          <dt>
            <Trans>Guesses left today</Trans>
          </dt>
          <dd data-testid="game-left">
            {s.today.left} / {s.today.limit}
          </dd>
        </div>
      </dl>
      {refusal ? (
        <p className="field-error" role="alert" data-testid="game-refusal">
          {refusal}
        </p>
      ) : null}
      <div className="game-buttons">
        <button
          type="button"
          className="button game-up"
          disabled={busy || none || s.price === null || network.offline}
          aria-describedby={network.describedBy}
          onClick={() => void guess('up')}
          data-testid="game-up"
        >
          <Trans>Higher</Trans>
        </button>
        <button
          type="button"
          className="button game-down"
          disabled={busy || none || s.price === null || network.offline}
          aria-describedby={network.describedBy}
          onClick={() => void guess('down')}
          data-testid="game-down"
        >
          <Trans>Lower</Trans>
        </button>
      </div>
      {network.reason}
      {none ? (
        <p className="field-hint" data-testid="game-none-left">
          <Trans>You have made today's guesses. Come back tomorrow (UTC).</Trans>
        </p>
      ) : null}
    </section>
  );
}

function Score({ state: { player: p } }: { state: GameState }) {
  return (
    <section className="card" aria-labelledby="game-score-title">
      <h2 id="game-score-title" className="card-title">
        <Trans>Your score</Trans>
      </h2>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Points</Trans>} testId="game-points">
          {p.points}
        </SummaryRow>
        <SummaryRow label={<Trans>Streak</Trans>} testId="game-streak">
          {p.streak}
        </SummaryRow>
        <SummaryRow label={<Trans>Best streak</Trans>}>{p.best_streak}</SummaryRow>
        <SummaryRow label={<Trans>Right · wrong · same price</Trans>}>
          {p.right} · {p.wrong} · {p.ties}
        </SummaryRow>
        <SummaryRow label={<Trans>Rank</Trans>} testId="game-rank">
          {p.rank === null ? '—' : `#${p.rank}`}
        </SummaryRow>
      </dl>
    </section>
  );
}

function OpenGuesses({ guesses, onDue }: { guesses: GameGuess[]; onDue: () => void }) {
  const when = useInstantText();
  const now = useNow();
  const due = guesses.some((g) => g.settle_at <= now);
  // A guess falls due: its settlement tick arrives within seconds, so read again shortly.
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(onDue, 3000);
    return () => clearTimeout(timer);
  }, [due, onDue]);
  if (guesses.length === 0) return null;
  return (
    <section className="card" aria-labelledby="game-open-title">
      <h2 id="game-open-title" className="card-title">
        <Trans>Waiting for the hour</Trans>
      </h2>
      <ul className="earn-orders" data-testid="game-open">
        {guesses.map((g) => (
          <li key={g.id} className="earn-order" data-guess-id={g.id}>
            <div className="earn-order-head">
              <strong>{g.direction === 'up' ? <Trans>Higher</Trans> : <Trans>Lower</Trans>}</strong>
              <span className="muted">
                <Trans>settles at {when(g.settle_at)}</Trans>
              </span>
            </div>
            <dl className="earn-order-grid">
              <TickCell label={<Trans>Guessed at</Trans>} tick={g.open_tick} unit="USDT" testId="game-open-tick" />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ guesses }: { guesses: GameGuess[] | null }) {
  const { t } = useLingui();
  const settled = (guesses ?? []).filter((g) => g.state === 'settled');
  return (
    <section className="card" aria-labelledby="game-results-title">
      <h2 id="game-results-title" className="card-title">
        <Trans>Latest results</Trans>
      </h2>
      {guesses === null ? (
        <DelayedSpinner delay={200} />
      ) : settled.length === 0 ? (
        <p className="muted">
          <Trans>No settled guess yet.</Trans>
        </p>
      ) : (
        <ul className="earn-orders" data-testid="game-results">
          {settled.map((g) => (
            <li key={g.id} className="earn-order" data-guess-id={g.id} data-result={g.result}>
              <div className="earn-order-head">
                <strong>{g.direction === 'up' ? <Trans>Higher</Trans> : <Trans>Lower</Trans>}</strong>
                <span className={`game-result result-${g.result}`}>
                  {g.result === 'right' ? (
                    <Trans>Right · +{g.points} points</Trans>
                  ) : g.result === 'wrong' ? (
                    <Trans>Wrong</Trans>
                  ) : (
                    <Trans>Same price</Trans>
                  )}
                </span>
              </div>
              <dl className="earn-order-grid">
                <TickCell label={<Trans>Guessed at</Trans>} tick={g.open_tick} unit="USDT" testId="game-result-open" />
                <TickCell
                  label={<Trans>Settled at</Trans>}
                  tick={g.settle_tick}
                  unit="USDT"
                  testId="game-result-settle"
                />
              </dl>
              {g.settle_tick ? (
                <div className="earn-order-foot">
                  <CheckLink
                    symbol={g.symbol}
                    tick={g.settle_tick}
                    label={t`Check the settlement price on the chart`}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Leaderboard({ board }: { board: GameLeaderboard | null }) {
  return (
    <section className="card" aria-labelledby="game-board-title">
      <h2 id="game-board-title" className="card-title">
        <Trans>Leaderboard</Trans>
      </h2>
      {board === null ? (
        <DelayedSpinner delay={200} />
      ) : board.top.length === 0 ? (
        <p className="muted">
          <Trans>Nobody has scored yet. Be the first.</Trans>
        </p>
      ) : (
        <ol className="game-board" data-testid="game-board">
          {board.top.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the board is replaced whole on each load; names may repeat
            <li key={i} className={l.me ? 'game-me' : undefined}>
              <span className="game-rank">#{l.rank}</span>
              <span className="game-name">{l.name}</span>
              <strong>{l.points}</strong>
            </li>
          ))}
        </ol>
      )}
      {board?.me ? (
        <p className="muted" data-testid="game-my-rank">
          {board.me.rank === null ? (
            <Trans>You are not ranked yet: your first settled guess puts you on the board.</Trans>
          ) : (
            <Trans>
              Your rank: #{board.me.rank} with {board.me.points} points
            </Trans>
          )}
        </p>
      ) : null}
    </section>
  );
}

function Rules({ state: { rules: r } }: { state: GameState }) {
  const most = r.points + r.streak_bonus * r.streak_cap;
  return (
    <details className="card game-rules" data-testid="game-rules">
      <summary>
        <Trans>How it works</Trans>
      </summary>
      <p>
        <Trans>
          Guess whether BTC will be higher or lower {r.minutes} minutes after your guess than the recorded price when
          you made it. The guess settles on the first recorded price at or after that time; both prices are shown with
          their ticks, which you can check on the chart.
        </Trans>
      </p>
      <p>
        <Trans>
          A right guess scores {r.points} points, plus {r.streak_bonus} for each right guess before it in your current
          streak (at most {most} a guess). A wrong guess scores nothing and ends the streak; the same price scores
          nothing and keeps it. You can make {r.per_day} guesses a day (UTC).
        </Trans>
      </p>
      <p>
        <Trans>Points only rank players: they cannot be bought, exchanged or paid out.</Trans>
      </p>
    </details>
  );
}
