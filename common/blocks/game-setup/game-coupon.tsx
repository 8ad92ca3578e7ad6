import { type RefObject, useEffect, useRef, useState } from "react";
import type { Locale } from "../../locales";
import { fetchGame } from "../../game/api";
import { useBrowserValue } from "../../game/hydrated";
import { gameLabels } from "../../game/labels";
import { gamePath } from "../../game/paths";
import { markCouponVisited } from "../../game/storage";
import { useGameId } from "../../game/use-game";

export type GameCouponProps = { locale: Locale };

/** Spec: confetti for 3 s. */
const CONFETTI_MS = 3_000;

const playerFromUrl = () => new URLSearchParams(window.location.search).get("player");

/**
 * Confetti from both sides for 3 s on the island's own canvas (inside the page's main landmark, not one appended
 * to the body); canvas-confetti is fetched only on this page and respects reduced motion.
 */
function useConfetti(canvas: RefObject<HTMLCanvasElement | null>): void {
  useEffect(() => {
    let stopped = false;
    let reset: (() => void) | undefined;
    if (import.meta.env.SSR) return;
    import("canvas-confetti")
      .then(({ default: canvasConfetti }) => {
        if (!canvas.current) return;
        const confetti = canvasConfetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        reset = () => confetti.reset();
        const end = Date.now() + CONFETTI_MS;
        const burst = () => {
          if (stopped) return;
          for (const x of [0, 1]) confetti({ particleCount: 3, angle: x === 0 ? 60 : 120, spread: 60, origin: { x, y: 0.7 } });
          if (Date.now() < end) requestAnimationFrame(burst);
        };
        burst();
      })
      .catch((error: unknown) => console.error("confetti failed", error));
    return () => {
      stopped = true;
      reset?.();
    };
  }, [canvas]);
}

/** The coupon: confetti, the free-drink badge (with the winner's name when known) and the way back to the play page. */
export function GameCoupon({ locale }: GameCouponProps) {
  const labels = gameLabels(locale);
  const gameId = useGameId();
  const playerId = useBrowserValue(playerFromUrl, null);
  const [playerName, setPlayerName] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useConfetti(canvas);

  useEffect(() => {
    if (!gameId) return;
    markCouponVisited(gameId);
    if (!playerId) return;
    fetchGame(gameId)
      .then((state) => {
        if (state !== "notFound") setPlayerName(state.players.find((player) => player.id === playerId)?.playerName ?? null);
      })
      .catch((error: unknown) => console.error("game fetch failed", error));
  }, [gameId, playerId]);

  return (
    <div className="game-ui game-coupon">
      <canvas ref={canvas} className="coupon-confetti" />
      <div className="coupon-badge">
        <p className="coupon-badge__brand">{labels.couponBadge}</p>
        <p className="coupon-badge__player" data-player-name={playerName ?? ""}>
          {playerName ?? "\u00a0"}
        </p>
        <p className="coupon-badge__prize">{labels.couponPrize}</p>
        <p className="coupon-badge__text">{labels.couponText}</p>
      </div>
      <p className="game-actions">
        <a className="button button--primary game-button game-button--large" href={gamePath(locale, "~play", gameId)}>
          {labels.backToMap}
        </a>
      </p>
    </div>
  );
}
