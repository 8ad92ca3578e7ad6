import { useEffect, useState } from "react";
import { DESKTOP_MIN_WIDTH, TEAM_PAGE_SIZE } from "../../sliders/carousel";
import { formatOf, type SliderLabels } from "../../sliders/labels";
import { pageInfo } from "../../sliders/pagination";

/**
 * Team split card pagination: from 1024 px the server's member list shows 5 members per page with previous / next
 * buttons (aria-disabled at the ends, so focus stays on them) and "page x of y"; below it every member stays in the horizontal scroll row (CSS), as without script.
 */
export type TeamSplitProps = { listId: string; count: number; labels: SliderLabels };

export function TeamSplit({ listId, count, labels }: TeamSplitProps) {
  const [desktop, setDesktop] = useState(false);
  const [page, setPage] = useState(0);
  const info = pageInfo(page, count, TEAM_PAGE_SIZE);

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const apply = () => setDesktop(query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    list.dataset.page = String(info.page);
    Array.from(list.children).forEach((member, i) => {
      (member as HTMLElement).hidden = desktop && (i < info.start || i >= info.end);
    });
  }, [listId, desktop, info.page, info.start, info.end]);

  if (!desktop || info.pageCount < 2) return null;
  return (
    <nav className="team-split__pagination" aria-label={labels.pages}>
      <button
        type="button"
        className="slider-controls__button"
        aria-controls={listId}
        aria-label={labels.previousPage}
        aria-disabled={!info.hasPrevious}
        onClick={() => info.hasPrevious && setPage(info.page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="team-split__page" aria-live="polite">
        {formatOf(labels.pageOf, info.page + 1, info.pageCount)}
      </p>
      <button
        type="button"
        className="slider-controls__button"
        aria-controls={listId}
        aria-label={labels.nextPage}
        aria-disabled={!info.hasNext}
        onClick={() => info.hasNext && setPage(info.page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
