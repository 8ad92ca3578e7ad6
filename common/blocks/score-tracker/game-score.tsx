import type { Locale } from "../../locales";
import { ConnectionStatus } from "../../game/connection-status";
import { GameLinks, GameLoading, NoGame } from "../../game/game-parts";
import { HoleDots, type HoleLink } from "../../game/hole-dots";
import { useBrowserValue, useHydrated } from "../../game/hydrated";
import { gameLabels } from "../../game/labels";
import { scoreLabels } from "../../game/score-labels";
import { isGameFinished } from "../../game/result";
import { ResultShare } from "../../game/result-share";
import { DEFAULT_PAR } from "../../game/scoring";
import { LeaderboardTable } from "../../game/leaderboard-table";
import { gamePath } from "../../game/paths";
import { pendingMarks } from "../../game/pending-ops";
import { ScoreCard } from "../../game/score-card";
import { useGameId, useGameView } from "../../game/use-game";

/** Props from the scoreTracker block: the view, the course's holes (pages of its collection) and the live-dots flag. */
export type GameScoreProps = { locale: Locale; view: "card" | "table"; holes: HoleLink[]; liveDots: boolean };

/** The hole this page is: the course entry whose address is the current one. */
function activeHole(holes: readonly HoleLink[]): () => string | null {
  return () => {
    const here = decodeURIComponent(window.location.pathname).replace(/\/$/, "");
    return holes.find((hole) => decodeURIComponent(hole.path) === here)?.pageId ?? null;
  };
}

/** The score page: CARD (counters for the current hole) or TABLE (leaderboard), with the course's dots. */
export function GameScore({ locale, view, holes, liveDots }: GameScoreProps) {
  const labels = gameLabels(locale);
  const scoreTexts = scoreLabels(locale);
  const hydrated = useHydrated();
  const gameId = useGameId();
  const game = useGameView(gameId);
  const activePageId = useBrowserValue(activeHole(holes), null);
  const state = game?.state ?? null;
  // Finished: every player has strokes on every hole of the game's course (the page's holes for a game without one).
  const course = state && state.course.length > 0 ? state.course : holes.map((hole) => ({ pageId: hole.pageId, par: DEFAULT_PAR }));
  const finished = state !== null && isGameFinished(course, state.players, state.holes);
  const dots = <HoleDots holes={holes} activePageId={activePageId} state={state} gameId={gameId} live={liveDots} labels={labels} />;

  let body = <GameLoading labels={labels} />;
  if (hydrated && !gameId) {
    body = <NoGame locale={locale} labels={labels} />;
  } else if (gameId && state && state.players.length === 0) {
    body = (
      <p className="game-empty">
        {labels.noPlayers} <a href={gamePath(locale, "~edit", gameId)}>{labels.players}</a>
      </p>
    );
  } else if (gameId && state && view === "table") {
    body = (
      <LeaderboardTable gameId={gameId} state={state} pageIds={holes.map((hole) => hole.pageId)} locale={locale} labels={labels} scoreTexts={scoreTexts} />
    );
  } else if (gameId && state) {
    body = activePageId ? (
      <ScoreCard gameId={gameId} state={state} pending={game?.pending ?? pendingMarks([])} pageId={activePageId} labels={labels} scoreTexts={scoreTexts} />
    ) : (
      <p className="game-empty">{labels.notAHole}</p>
    );
  }
  return (
    <div className={`game-ui game-score game-score--${view}`} data-game-id={gameId ?? undefined}>
      <div className="game-score__body">{body}</div>
      {gameId && finished && <ResultShare locale={locale} gameId={gameId} labels={labels} scoreTexts={scoreTexts} />}
      {dots}
      {/* Rendered from the first paint (hidden until a game is known), so nothing moves when the game arrives. */}
      <GameLinks hidden={!gameId}>
        {view === "card" ? (
          <a href={gamePath(locale, "~play", gameId)}>{labels.leaderboard}</a>
        ) : (
          <a href={gamePath(locale, "~share", gameId)}>{labels.share}</a>
        )}
        <a href={gamePath(locale, "~edit", gameId)}>{labels.players}</a>
      </GameLinks>
      {gameId && <ConnectionStatus view={game} labels={labels} />}
    </div>
  );
}
