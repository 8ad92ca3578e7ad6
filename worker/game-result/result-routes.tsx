import { type Context, Hono } from "hono";
import { getServerByName } from "partyserver";
import QRCode from "qrcode";
import { type GameState, gameIdSchema, gameStateSchema } from "../../common/game/game-state";
import { GameStyles } from "../../common/game/game-styles";
import { gameLabels } from "../../common/game/labels";
import { resultImagePath, resultPath } from "../../common/game/paths";
import { gameResult } from "../../common/game/result";
import { scoreLabels } from "../../common/game/score-labels";
import { formatAgainstPar } from "../../common/game/scoring";
import { isLocale, type Locale } from "../../common/locales";
import { parseJson } from "../../common/parse-json";
import type { AppEnv } from "../app-env";
import { clientAssets } from "../pages/assets";
import { Document } from "../pages/document";
import { renderMissing } from "../pages/page-routes";
import { renderHtml } from "../pages/render";
import { inGolfProgram } from "../sites/site";
import { OG_HEIGHT, OG_WIDTH, resultImage } from "./og-image";
import { ResultShareTags } from "./result-share-tags";
import { ResultView } from "./result-view";

/** The game's own title (the start page's default): the result is the game's, whatever the site calls its page. */
const TITLE = "Rock'n'hole!";

/**
 * A game's result to share (issue 48): `/{locale}/~result/{gameId}`, read-only, for anyone with the link (no account,
 * no session), and its Open Graph picture at `…/image.png` (decision 129). Both read the game's object, as any
 * participant's page does; nothing here writes.
 */
export const resultRoutes = new Hono<AppEnv>();

resultRoutes.get("/:locale{[a-z]{2}}/~result/:gameId", async (c) => {
  const found = await findGame(c);
  if (!found.ok) return renderMissing(c, found.locale);
  const { locale, gameId, state } = found;
  const site = c.var.site;
  const labels = gameLabels(locale);
  const scoreTexts = scoreLabels(locale);
  const result = gameResult(state);
  const url = site.origin + resultPath(locale, gameId);
  const qr = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", width: 180 });
  const description = result.rows.map((row) => `${row.rank}. ${row.player.playerName} ${row.totalScore} (${formatAgainstPar(row.againstPar)})`).join(" · ");
  const title = `${TITLE} ${scoreTexts.result}: ${state.game.gameName} – ${site.name}`;
  const html = renderHtml(
    <Document
      head={{
        locale,
        title,
        description,
        canonical: null,
        alternates: [],
        defaultLocale: site.defaultLocale,
        // A game's result is for the players and their friends, not for search engines.
        noindex: true,
      }}
      share={
        <ResultShareTags
          title={title}
          description={description}
          url={url}
          image={{ url: site.origin + resultImagePath(locale, gameId), width: OG_WIDTH, height: OG_HEIGHT, alt: description }}
        />
      }
      origin={site.origin}
      assets={await clientAssets(c.env)}
      hasIslands={false}
    >
      <GameStyles />
      <ResultView
        title={TITLE}
        gameName={state.game.gameName}
        mode={state.game.scoring}
        result={result}
        url={url}
        qr={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
        labels={labels}
        scoreTexts={scoreTexts}
      />
    </Document>,
  );
  return c.body(html, 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl(result.finished) });
});

resultRoutes.get("/:locale{[a-z]{2}}/~result/:gameId/image.png", async (c) => {
  const found = await findGame(c);
  if (!found.ok) return c.json({ error: "not_found", message: "No such game" }, 404);
  const { locale, state } = found;
  const texts = scoreLabels(locale);
  const result = gameResult(state);
  const png = await resultImage(result, state.game.scoring, { title: TITLE, subtitle: `${texts.result}: ${state.game.gameName}`, points: texts.points });
  return c.body(png, 200, { "Content-Type": "image/png", "Cache-Control": cacheControl(result.finished) });
});

type Found = { ok: true; locale: Locale; gameId: string; state: GameState } | { ok: false; locale: Locale };

/** The game of the address, on a golf site in one of its languages; anything else is not found. */
async function findGame(c: Context<AppEnv>): Promise<Found> {
  const site = c.var.site;
  const asked = c.req.param("locale") ?? "";
  const locale = isLocale(asked) && site.locales.includes(asked) ? asked : site.defaultLocale;
  const gameId = gameIdSchema.safeParse(c.req.param("gameId"));
  if (locale !== asked || !gameId.success || !inGolfProgram(site)) return { ok: false, locale };
  const stub = await getServerByName(c.env.Game, gameId.data);
  const response = await stub.fetch(new Request(`https://game/parties/game/${gameId.data}`));
  const text = await response.text();
  if (response.status === 404) return { ok: false, locale };
  if (!response.ok) throw new Error(`reading game ${gameId.data} answered ${response.status}`);
  return { ok: true, locale, gameId: gameId.data, state: parseJson(gameStateSchema, text) };
}

/** A finished game changes rarely (a late correction): a minute in caches; a running one is never stored. */
function cacheControl(finished: boolean): string {
  return finished ? "public, max-age=60" : "no-store";
}
