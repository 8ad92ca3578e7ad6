import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { GameStyles } from "../../game/game-styles";
import { GameCoupon } from "./game-coupon";
import { GamePlayers } from "./game-players";
import { GameShare } from "./game-share";
import { GameStart } from "./game-start";
import { field, fieldText } from "../../page-model";
import { Island } from "../../islands/island";
import { gameCouponIsland, gamePlayersIsland, gameShareIsland, gameStartIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { resolveCourse } from "../../game/courses";
import { blockTexts } from "../shared/texts";
import { EditPlaceholder } from "../shared/parts";
import { text } from "../shared/starter";

/**
 * The urban golf steps (start, add players, share, coupon), chosen by the gameOptions option. The title and
 * subtitles render on the server; each step's interactive part is an island (the start button is disabled until it hydrates).
 * The start plays the course of option course (a page collection of holes), left empty the site's only course; with
 * no course the start button is left out, and edit mode says why (docs/decisions/070).
 */
export const gameSetup = defineBlock({
  type: "gameSetup",
  notInStopDrawer: true,
  starterFields: [text("title")],
  rendersH1: true,
  island: true,
  needs: { courses: () => true },
  options: z.object({ step: opt.enum(["start", "addPlayers", "share", "coupon"], "start"), course: opt.text("") }),
  View: ({ block, options, ctx }) => {
    const title = fieldText(block, "title") ?? "Rock'n'hole!";
    const { locale } = ctx;
    const course = options.step === "start" ? resolveCourse(options.course, ctx.courses ?? []) : null;
    return (
      <div className="container game" data-game-step={options.step}>
        <GameStyles />
        <h1 {...fieldMarker(field(block, "title"))}>{title}</h1>
        {options.step === "start" && (
          <>
            <p className="game__subtitle">
              Digitale Spielkarte <span aria-hidden="true">/</span> Urban Golf <span aria-hidden="true">/</span> Winterthur
            </p>
            {course ? (
              <Island island={gameStartIsland} component={GameStart} props={{ locale, course }} />
            ) : (
              <EditPlaceholder ctx={ctx} text={blockTexts(locale).missingCourse} />
            )}
          </>
        )}
        {options.step === "addPlayers" && <Island island={gamePlayersIsland} component={GamePlayers} props={{ locale }} />}
        {options.step === "share" && <Island island={gameShareIsland} component={GameShare} props={{ locale, edit: ctx.mode === "edit" }} />}
        {options.step === "coupon" && <Island island={gameCouponIsland} component={GameCoupon} props={{ locale }} />}
      </div>
    );
  },
});
