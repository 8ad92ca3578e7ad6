import { z } from "zod";
import { fieldText } from "../../page-model";
import { defineBlock, opt } from "../define";

/** The urban golf steps (start, add players, share, coupon), chosen by the gameOptions option. */
export const gameSetup = defineBlock({
  type: "gameSetup",
  rendersH1: true,
  options: z.object({ step: opt.enum(["start", "addPlayers", "share", "coupon"], "start") }),
  View: ({ block, options }) => {
    const title = fieldText(block, "title") ?? "Rock'n'hole!";
    return (
      <div className="container game" data-game-step={options.step}>
        <h1>{title}</h1>
        {options.step === "start" && (
          <p className="game__subtitle">
            Digitale Spielkarte <span aria-hidden="true">/</span> Urban Golf <span aria-hidden="true">/</span> Winterthur
          </p>
        )}
      </div>
    );
  },
});
