import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { GameStyles } from "../../game/game-styles";
import { gameLabels } from "../../game/labels";
import { resolveCourse } from "../../game/courses";
import { GameScore } from "./game-score";
import { field, fieldText } from "../../page-model";
import { isEditable } from "../../ui/field-text";
import { Island } from "../../islands/island";
import { gameScoreIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { text } from "../shared/starter";
import { DEFAULT_PAR } from "../../game/scoring";

/**
 * The score card of the urban golf game: CARD (counters for the hole this page is) or TABLE (leaderboard), per
 * the scoreOptions option. The holes are the pages of the course collection: option collection, or left empty the
 * page's own collection (a hole page), else the site's only course (docs/decisions/070).
 * liveDots is FEATURE_FLAG_GAME_PROVIDER as a block option: on, the course dots show each hole's live state.
 */
export const scoreTracker = defineBlock({
  type: "scoreTracker",
  notInStopDrawer: true,
  starterFields: [text("title")],
  island: true,
  options: z.object({
    view: opt.enum(["card", "table"], "card"),
    collection: opt.text(""),
    liveDots: opt.boolean(true),
    // The par of the hole this page is; read by the game when it starts (needs.holePar).
    par: opt.number(DEFAULT_PAR, 1, 9),
  }),
  collections: (options) => (options.collection ? [options.collection] : []),
  needs: {
    courses: (options, pageCollection) => !options.collection && !pageCollection,
    courseHoles: (options) => !options.collection,
    holePar: (options) => options.par,
  },
  View: ({ block, options, ctx }) => {
    const title = fieldText(block, "title");
    const course = resolveCourse(options.collection, ctx.courses, ctx.pageCollection ?? null);
    const holes = (course ? (ctx.collections[course] ?? []) : []).map(({ pageId, path, name }) => ({ pageId, path, name }));
    return (
      <div className="container score-tracker" data-score-view={options.view}>
        <GameStyles />
        {title || isEditable(field(block, "title")) ? (
          <h2 {...fieldMarker(field(block, "title"))}>{title}</h2>
        ) : (
          <h2 className="visually-hidden">{gameLabels(ctx.locale).scoreCard}</h2>
        )}
        <Island island={gameScoreIsland} component={GameScore} props={{ locale: ctx.locale, view: options.view, holes, liveDots: options.liveDots }} />
      </div>
    );
  },
});
