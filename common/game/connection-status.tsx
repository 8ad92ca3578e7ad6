import type { GameView } from "./game-sync";
import type { GameLabels } from "./labels";

/**
 * The connection line of a game screen. Only the sentence is a live region, so a screen reader hears
 * "offline" and "connected" once each; the count of waiting changes is shown but not announced on every tap.
 */
export function ConnectionStatus({ view, labels }: { view: GameView | null; labels: GameLabels }) {
  const status = view?.status === "notFound" ? "offline" : (view?.status ?? "connecting");
  const text = status === "offline" ? labels.offline : status === "online" ? labels.online : labels.connecting;
  const queued = view?.queued ?? 0;
  return (
    <div className={`game-connection game-connection--${status}`} data-connection={status} data-queued={queued}>
      <p role="status" className="game-connection__text">
        {text}
      </p>
      {status !== "online" && queued > 0 && <p className="game-connection__queued">{labels.queued(queued)}</p>}
    </div>
  );
}
