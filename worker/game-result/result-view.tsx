import type { GameLabels } from "../../common/game/labels";
import type { GameResult } from "../../common/game/result";
import type { ScoreLabels } from "../../common/game/score-labels";
import { formatAgainstPar, type ScoringMode } from "../../common/game/scoring";

/** Same size as the share page's QR code (spec: 180). */
const QR_SIZE = 180;

type ResultViewProps = {
  title: string;
  gameName: string;
  mode: ScoringMode;
  result: GameResult;
  url: string;
  qr: string;
  labels: GameLabels;
  scoreTexts: ScoreLabels;
};

/** The read-only result of a game: the ranking with each hole against par, its link and a QR code of that link. */
export function ResultView({ title, gameName, mode, result, url, qr, labels, scoreTexts }: ResultViewProps) {
  const stableford = mode === "stableford";
  return (
    <main id="main" className="container game game-result" data-finished={result.finished} data-scoring={mode}>
      <h1>{title}</h1>
      <p className="game__subtitle">
        {scoreTexts.result} <span aria-hidden="true">/</span> {gameName}
      </p>
      {!result.finished && <p className="game-result__interim">{scoreTexts.interim}</p>}
      <p className="leaderboard__mode">
        {scoreTexts.scoring}: {stableford ? scoreTexts.scoringStableford : scoreTexts.scoringStrokes}
      </p>
      {/* Focusable: a keyboard can scroll a course wider than the phone (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="game-result__scroll" aria-label={labels.leaderboard} tabIndex={0}>
        <table className="leaderboard game-result__table">
          <thead>
            <tr>
              <th scope="col">{labels.rank}</th>
              <th scope="col">{labels.player}</th>
              {result.holes.map((hole, index) => (
                <th scope="col" key={hole.pageId} className="game-result__hole">
                  <span aria-hidden="true">{index + 1}</span>
                  <span className="visually-hidden">{scoreTexts.hole(index + 1)}</span>
                  <small>{scoreTexts.parOf(hole.par)}</small>
                </th>
              ))}
              <th scope="col">{labels.total}</th>
              <th scope="col">{scoreTexts.toPar}</th>
              {stableford && <th scope="col">{scoreTexts.points}</th>}
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.player.id} data-player-id={row.player.id} data-to-par={formatAgainstPar(row.againstPar)}>
                <td>{row.rank}</td>
                <th scope="row">{row.player.playerName}</th>
                {row.perHole.map((hole, index) => (
                  <td key={result.holes[index]!.pageId} className="game-result__strokes" data-hole-to-par={hole.toPar ?? ""}>
                    {hole.toPar === null ? "–" : hole.strokes}
                    {hole.toPar !== null && <small>{hole.toPar}</small>}
                  </td>
                ))}
                <td className="leaderboard__total">{row.totalScore}</td>
                <td className="leaderboard__to-par">{formatAgainstPar(row.againstPar)}</td>
                {stableford && <td className="leaderboard__points">{row.points}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="game-qr game-result__qr">
        <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={scoreTexts.resultQrAlt} />
      </div>
      <p className="game-result__link">
        <a href={url}>{url}</a>
      </p>
    </main>
  );
}
