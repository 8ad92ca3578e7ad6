import { z } from "zod";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/block-texts";
import type { ItemMarker } from "../../editor/markers";
import { CardBody, readCards } from "../shared/cards";
import { formatCost, formatDate } from "../shared/format";
import { columnLayoutOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";

/** Courses as cards: title, text, image, and a details list (date, duration, cost in CHF); each links to its registration. */
export const courses = defineBlock({
  type: "courses",
  options: z.object({
    columnLayout: columnLayoutOption("3"),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const list = readCards(block, options.links, ctx).filter((card) => card.title);
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
                  {(course.date || course.duration || course.cost) && (
                    <dl className="course__details">
                      {course.date && <Detail term={texts.date} marker={course.markers.date} value={formatDate(course.date, ctx.locale)} />}
                      {course.duration && <Detail term={texts.duration} marker={course.markers.duration} value={course.duration} />}
                      {course.cost && <Detail term={texts.cost} marker={course.markers.cost} value={formatCost(course.cost)} />}
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

function Detail({ term, value, marker }: { term: string; value: string; marker: Partial<ItemMarker> }) {
  return (
    <div className="course__detail">
      <dt>{term}</dt>
      <dd {...marker}>{value}</dd>
    </div>
  );
}
