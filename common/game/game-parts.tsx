import type { ReactNode } from "react";
import type { Locale } from "../locales";
import type { GameLabels } from "./labels";
import { gamePath } from "./paths";

/** Shown where a game screen has no game: nothing stored on this device and no id in the address. */
export function NoGame({ locale, labels }: { locale: Locale; labels: GameLabels }) {
  return (
    <div className="game-empty">
      <p>{labels.noGame}</p>
      <a className="button button--primary game-button" href={gamePath(locale, "~start")}>
        {labels.toStart}
      </a>
    </div>
  );
}

/** The placeholder while the page hydrates or the game's state is on its way (same height as a short screen). */
export function GameLoading({ labels }: { labels: GameLabels }) {
  return (
    <p className="game-loading" aria-busy="true">
      {labels.loading}
    </p>
  );
}

/** A row of navigation links between the game's screens; `hidden` keeps its place but hides it from everyone. */
export function GameLinks({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <p className={`game-links${hidden ? " game-links--hidden" : ""}`}>{children}</p>;
}

/** The mark beside a row whose change this device made and the server has not confirmed yet (it fades in late, so a quick ack never flashes it). */
export function PendingMark({ labels }: { labels: GameLabels }) {
  return <span className="game-pending">{labels.pending}</span>;
}
