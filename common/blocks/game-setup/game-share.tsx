import { useEffect, useRef, useState } from "react";
import type { Locale } from "../../locales";
import { ConnectionStatus } from "../../game/connection-status";
import { NoGame } from "../../game/game-parts";
import { useHydrated } from "../../game/hydrated";
import { GAME_LABELS, gameLabels } from "../../game/labels";
import { gamePath, shareUrl, siteOrigin } from "../../game/paths";
import { useGameId, useGameView } from "../../game/use-game";
import { shareOrCopy } from "../../game/share-link";

export type GameShareProps = { locale: Locale; edit: boolean };

/** Spec: QR code size 180; copy confirmation 2 s. */
const QR_SIZE = 180;
const COPIED_MS = 2_000;

/**
 * The share page: a QR code of the share link, 'Teilen' (native share, else the link is copied and 'Kopiert!'
 * shows for 2 s), and 'go to game' once there is a player. In edit mode (not hydrated) a placeholder text stands for the QR code.
 */
export function GameShare({ locale, edit }: GameShareProps) {
  const labels = gameLabels(locale);
  const hydrated = useHydrated();
  const gameId = useGameId();
  const game = useGameView(edit ? null : gameId);
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // The QR encoder is fetched only here, on the share page (and left out of the worker build).
    if (import.meta.env.SSR || edit || !gameId) return;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(shareUrl(siteOrigin(), locale, gameId), { width: QR_SIZE, margin: 1, errorCorrectionLevel: "M" }))
      .then(setQr)
      .catch((error: unknown) => console.error("QR code failed", error));
  }, [edit, gameId, locale]);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  if (hydrated && !gameId) return <NoGame locale={locale} labels={labels} />;

  const share = async () => {
    if (!gameId) return;
    if ((await shareOrCopy(shareUrl(siteOrigin(), locale, gameId), labels.shareTitle)) === "shared") return;
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const players = game?.state?.players.length ?? 0;
  return (
    <div className="game-ui game-share" data-game-id={gameId ?? undefined}>
      {edit ? (
        <p className="game-qr game-qr--placeholder">{labels.qrPlaceholder}</p>
      ) : (
        <div className="game-qr">{qr ? <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={labels.qrAlt} /> : null}</div>
      )}
      <p className="game-share__info">{labels.shareInfo}</p>
      <p className="game-actions">
        <button type="button" className="button button--inverted game-button game-button--large" disabled={!gameId} onClick={share}>
          {copied ? labels.copied : labels.share}
        </button>
        <button
          type="button"
          className="button button--primary game-button game-button--large"
          disabled={players === 0}
          // German pages show the spec's English words here ("go to game"): marked as English (decision 084).
          lang={locale !== "en" && labels.goToGame === GAME_LABELS.en.goToGame ? "en" : undefined}
          onClick={() => gameId && window.location.assign(gamePath(locale, "~play", gameId))}
        >
          {players > 0 ? labels.goToGame : labels.waitingForPlayers}
        </button>
      </p>
      <p className="visually-hidden" role="status">
        {copied ? labels.copied : ""}
      </p>
      {gameId && <ConnectionStatus view={game} labels={labels} />}
    </div>
  );
}
