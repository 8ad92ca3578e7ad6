import { useEffect, useRef, useState } from "react";
import type { Locale } from "../locales";
import type { GameLabels } from "./labels";
import { resultPath, siteOrigin } from "./paths";
import type { ScoreLabels } from "./score-labels";
import { shareOrCopy } from "./share-link";

/** As on the share page: the copy confirmation shows for 2 s. */
const COPIED_MS = 2_000;

/**
 * The finished game's result to share: a button that offers the result page through the phone's share sheet (else
 * copies its link and says 'Kopiert!'), and the link itself for a look first.
 */
export function ResultShare({ locale, gameId, labels, scoreTexts }: { locale: Locale; gameId: string; labels: GameLabels; scoreTexts: ScoreLabels }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const share = async () => {
    if ((await shareOrCopy(siteOrigin() + resultPath(locale, gameId), `Rock'n'hole! ${scoreTexts.result}`)) === "shared") return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <p className="game-actions game-result-share">
      <button type="button" className="button button--primary game-button game-result-share__button" onClick={share}>
        {copied ? labels.copied : scoreTexts.shareResult}
      </button>
      <a className="game-result-share__link" href={resultPath(locale, gameId)}>
        {scoreTexts.result}
      </a>
      <span className="visually-hidden" role="status">
        {copied ? labels.copied : ""}
      </span>
    </p>
  );
}
