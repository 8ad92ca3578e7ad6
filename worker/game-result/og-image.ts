import type { GameResult } from "../../common/game/result";
import { formatAgainstPar } from "../../common/game/scoring";
import { drawText, fill, lineHeight, textWidth } from "./bitmap-font";
import { encodePng } from "./png";

/** Open Graph's recommended size: networks crop other sizes. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Players listed on the picture; more are summed up as "+N". */
const SHOWN_PLAYERS = 5;
const MARGIN = 60;

// Palette: course green, white, sun yellow, pale green.
const PALETTE = [
  [0x1f, 0x5f, 0x3f],
  [0xff, 0xff, 0xff],
  [0xff, 0xd2, 0x3f],
  [0xb9, 0xd9, 0xc4],
] as const;
const [GREEN, WHITE, YELLOW, PALE] = [0, 1, 2, 3];

/** What the picture says besides the result: its title line and the unit of points. */
export type ImageTexts = { title: string; subtitle: string; points: string };

/** The result's preview image: the title, then one line per player (rank, name, total and against par, or points). */
export async function resultImage(result: GameResult, mode: "strokes" | "stableford", texts: ImageTexts): Promise<Uint8Array<ArrayBuffer>> {
  const picture = { width: OG_WIDTH, height: OG_HEIGHT, pixels: new Uint8Array(OG_WIDTH * OG_HEIGHT).fill(GREEN) };
  fill(picture, 0, OG_HEIGHT - 24, OG_WIDTH, 24, YELLOW);
  drawText(picture, texts.title, MARGIN, 50, 10, YELLOW);
  drawText(picture, texts.subtitle, MARGIN, 50 + lineHeight(10) + 24, 5, PALE);
  let y = 230;
  for (const row of result.rows.slice(0, SHOWN_PLAYERS)) {
    const score = mode === "stableford" ? `${row.points} ${texts.points}` : `${row.totalScore} (${formatAgainstPar(row.againstPar)})`;
    const scale = 6;
    const right = OG_WIDTH - MARGIN - textWidth(score, scale);
    const name = fitted(`${row.rank}. ${row.player.playerName}`, right - MARGIN - 40, scale);
    drawText(picture, name, MARGIN, y, scale, WHITE);
    drawText(picture, score, right, y, scale, row.rank === 1 ? YELLOW : WHITE);
    y += lineHeight(scale) + 20;
  }
  const more = result.rows.length - SHOWN_PLAYERS;
  if (more > 0) drawText(picture, `+${more}`, MARGIN, y, 5, PALE);
  return encodePng({ ...picture, palette: PALETTE });
}

/** The text cut to fit `width` pixels, ending in "..." when cut. */
function fitted(text: string, width: number, scale: number): string {
  if (textWidth(text, scale) <= width) return text;
  let cut = Array.from(text);
  while (cut.length > 0 && textWidth(`${cut.join("")}...`, scale) > width) cut = cut.slice(0, -1);
  return `${cut.join("")}...`;
}
