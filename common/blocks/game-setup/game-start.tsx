import { useEffect, useState } from "react";
import { gameIdSchema } from "../../game/game-state";
import type { Locale } from "../../locales";
import { createGame, fetchGame } from "../../game/api";
import { useBrowserValue, useHydrated } from "../../game/hydrated";
import { newId } from "../../game/ids";
import { gameLabels } from "../../game/labels";
import { gamePath, shareToken } from "../../game/paths";
import { forgetGame, rememberGame } from "../../game/storage";
import { scoreLabels } from "../../game/score-labels";
import { DEFAULT_SCORING_MODE, type ScoringMode } from "../../game/scoring";

/** The page's language, and the course (collection of holes) a new game plays. */
export type GameStartProps = { locale: Locale; course: string };

/** The ?id= of a share link, or "invalid" when the id is malformed or its share token (&t=) does not match. */
function joinRequest(): string | "invalid" | null {
  const query = new URLSearchParams(window.location.search);
  const id = query.get("id");
  if (id === null) return null;
  const token = query.get("t");
  if (!gameIdSchema.safeParse(id).success || (token !== null && token !== shareToken(id))) return "invalid";
  return id;
}

/**
 * The scoring choice (strokes or Stableford points, stored with the game) and the start button: disabled until the page is interactive and while a game is created or joined. Start creates
 * a game and goes on to add players; ?id= joins that game and goes on to the share page; an unknown id clears
 * the stored game and goes to the root.
 */
export function GameStart({ locale, course }: GameStartProps) {
  const labels = gameLabels(locale);
  const hydrated = useHydrated();
  const join = useBrowserValue(joinRequest, null);
  const [creating, setCreating] = useState(false);
  const [scoring, setScoring] = useState<ScoringMode>(DEFAULT_SCORING_MODE);
  const scoreTexts = scoreLabels(locale);

  useEffect(() => {
    if (join === null) return;
    const notFound = () => {
      forgetGame(join);
      window.location.replace("/");
    };
    if (join === "invalid") {
      console.error("game link is not valid");
      notFound();
      return;
    }
    fetchGame(join)
      .then((result) => {
        if (result === "notFound") return notFound();
        rememberGame(join);
        window.location.replace(gamePath(locale, "~share", join));
      })
      .catch((error: unknown) => console.error("game init failed", error));
  }, [join, locale]);

  const start = async () => {
    setCreating(true);
    const gameId = newId();
    try {
      await createGame(gameId, course, scoring);
      rememberGame(gameId);
      window.location.assign(gamePath(locale, "~edit", gameId));
    } catch (error) {
      console.error("game could not be created", error);
      setCreating(false);
    }
  };

  const busy = creating || join !== null;
  return (
    <div className="game-ui game-start">
      <fieldset className="game-scoring" disabled={!hydrated || busy}>
        <legend>{scoreTexts.scoring}</legend>
        {(["strokes", "stableford"] as const).map((mode) => (
          <label key={mode} className="game-scoring__choice">
            <input type="radio" name="scoring" value={mode} checked={scoring === mode} onChange={() => setScoring(mode)} />
            {mode === "strokes" ? scoreTexts.scoringStrokes : scoreTexts.scoringStableford}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--primary game-button game-button--large" disabled={!hydrated || busy} aria-busy={busy} onClick={start}>
        {busy ? (creating ? labels.starting : labels.loading) : labels.start}
      </button>
    </div>
  );
}
