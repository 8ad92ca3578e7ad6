import { z } from "zod";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/texts";
import type { ItemMarker } from "../../editor/markers";
import { CardBody, isMarked, readCards } from "../shared/cards";
import { formatCost, formatDate } from "../shared/format";
import { columnLayoutOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO, text } from "../shared/starter";

/** Courses as cards: title, text, image, and a details list (date, duration, cost in CHF); each links to its registration. */
export const courses = defineBlock({
  type: "courses",
  starterFields: [...INTRO, ...FIRST_CARD, text("date", 0, "date"), text("duration", 0), text("cost", 0, "number")],
  options: z.object({
    columnLayout: columnLayoutOption("3"),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const list = readCards(block, options.links, ctx).filter((card) => card.title || card.editable);
    if (!hasIntro(block) && list.length === 0) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    return (
      <div className="container courses">
        <BlockIntro block={block} />
        {list.length > 0 && (
          <ul className={`card-grid card-grid--${options.columnLayout}`}>
            {list.map((course) => (
              <li key={course.position} className="card course">
                <CardBody card={course} ctx={ctx} heading={cardHeading(block)}>
                  {(course.date || course.duration || course.cost || [course.markers.date, course.markers.duration, course.markers.cost].some(isMarked)) && (
                    <dl className="course__details">
                      {(course.date || isMarked(course.markers.date)) && (
                        <Detail term={texts.date} marker={course.markers.date} value={course.date && formatDate(course.date, ctx.locale)} />
                      )}
                      {(course.duration || isMarked(course.markers.duration)) && (
                        <Detail term={texts.duration} marker={course.markers.duration} value={course.duration} />
                      )}
                      {(course.cost || isMarked(course.markers.cost)) && (
                        <Detail term={texts.cost} marker={course.markers.cost} value={course.cost && formatCost(course.cost, ctx.locale)} />
                      )}
                    </dl>
                  )}
                </CardBody>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});

/** One detail; in edit mode an empty one keeps its term and an empty marked value to fill in. */
function Detail({ term, value, marker }: { term: string; value: string | null; marker: Partial<ItemMarker> }) {
  return (
    <div className="course__detail">
      <dt>{term}</dt>
      <dd {...marker}>{value}</dd>
    </div>
  );
}
