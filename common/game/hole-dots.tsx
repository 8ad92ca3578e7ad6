import { type PageDotState, pageDotStates } from "./course-progress";
import type { GameState } from "./game-state";
import type { GameLabels } from "./labels";
import { holePath } from "./paths";

/** A hole of the course: a page of the course collection. */
export type HoleLink = { pageId: string; path: string; name: string };

/**
 * The course's pagination: one link per hole. With live dots (FEATURE_FLAG_GAME_PROVIDER, the block's liveDots
 * option) each dot shows noScores, partial or complete from the live scores; without, only the active hole stands out.
 */
export function HoleDots(props: {
  holes: readonly HoleLink[];
  activePageId: string | null;
  state: GameState | null;
  gameId: string | null;
  live: boolean;
  labels: GameLabels;
}) {
  const { holes, activePageId, state, gameId, live, labels } = props;
  if (holes.length === 0) return null;
  const pageIds = holes.map((hole) => hole.pageId);
  const states: (PageDotState | null)[] =
    live && state ? pageDotStates(pageIds, activePageId, state.players, state.holes) : pageIds.map((id) => (id === activePageId ? "active" : null));
  return (
    <nav className="hole-dots" aria-label={labels.holes}>
      <ol className="hole-dots__list">
        {holes.map((hole, index) => {
          const dot = states[index] ?? null;
          return (
            <li key={hole.pageId}>
              <a
                className={`hole-dot${dot ? ` hole-dot--${dot}` : ""}`}
                href={holePath(hole.path, gameId)}
                aria-current={dot === "active" ? "page" : undefined}
                data-dot={dot ?? "plain"}
              >
                <span className="hole-dot__mark" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="visually-hidden">{dot ? `${hole.name} (${labels.dot[dot]})` : hole.name}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
