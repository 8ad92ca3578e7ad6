import type { Context } from "hono";
import { routePartykitRequest } from "partyserver";
import type { AppEnv } from "./app-env";
import { createGameRequestSchema, type CreateGameBody, MAX_HOLES } from "../common/game/messages";
import { COURSES_SQL, resolveCourse } from "../common/game/courses";
import { ApiError } from "./http/errors";
import { holePar, sqlTypeList, typesDeclaring } from "../common/blocks/needs";
import { type GroupState, groupStateSchema } from "../common/content";
import { parseJson } from "../common/parse-json";
import { DEFAULT_PAR } from "../common/game/scoring";
import { inGolfProgram } from "./sites/site";
import { siteOrigin } from "./site-origin";

/**
 * /parties/game/{id}: game HTTP and sockets, handed to the game's Durable Object. partyserver passes room,
 * namespace and props to the object in `x-partykit-*` headers; a client's own such headers are dropped, so
 * nobody can forge props or crash the object with a header it cannot parse. Creating games and opening sockets
 * is for pages of this site only (no cross-site socket hijacking). The site is resolved before (unknown hosts 404);
 * a site outside the golf program has no games (404).
 */
export async function gameRoute(c: Context<AppEnv>) {
  // Games are for sites with a golf course only (docs/decisions/069).
  if (!inGolfProgram(c.var.site)) throw new ApiError(404, "not_found", "No game on this site");
  const request = c.req.raw;
  const upgrade = (request.headers.get("Upgrade") ?? "").toLowerCase() === "websocket";
  if ((request.method !== "GET" || upgrade) && request.headers.get("Origin") !== siteOrigin(c)) {
    throw new ApiError(403, "bad_origin", "Anfrage von fremder Herkunft abgelehnt");
  }
  const headers = new Headers(request.headers);
  for (const name of [...headers.keys()]) if (name.toLowerCase().startsWith("x-partykit-")) headers.delete(name);
  const body = request.method === "POST" ? JSON.stringify(await gameWithCourse(c)) : request.body;
  const party = await routePartykitRequest(new Request(request.url, { method: request.method, headers, body }), c.env);
  if (!party) throw new ApiError(404, "not_found", "No such game route");
  return party;
}

/** A new game's body for its object: the page's game name, and the hole ids of the chosen course from D1. */
async function gameWithCourse(c: Context<AppEnv>): Promise<CreateGameBody> {
  const text = await c.req.text();
  let raw: unknown = {};
  try {
    if (text.trim() !== "") raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_body", "body is not valid JSON");
  }
  const parsed = createGameRequestSchema.safeParse(raw);
  if (!parsed.success)
    throw new ApiError(400, "invalid_body", parsed.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`).join("; "));
  const { gameName, collection: chosen, scoring } = parsed.data;
  const courses = (await c.var.db.prepare(COURSES_SQL).all<{ name: string }>()).results.map((row) => row.name);
  const collection = resolveCourse(chosen ?? "", courses);
  if (!collection)
    throw new ApiError(
      400,
      "unknown_course",
      chosen ? `collection: no course ${chosen} on this site` : "collection: choose the course (the site has none or several)",
    );
  // Each hole with the published block that declares its par (needs.holePar), in the course's order.
  const { results } = await c.var.db
    .prepare(
      `SELECT ci.item_id AS id, (SELECT g.published FROM items g WHERE g.site_id = $site AND g.page_id = ci.item_id AND g.type = 'group'
         AND json_extract(g.published, '$.blockType') IN (${PAR_BLOCK_TYPES}) ORDER BY json_extract(g.published, '$.position') LIMIT 1) AS parBlock
       FROM collection_items ci JOIN collections c ON c.id = ci.collection_id
       WHERE ci.site_id = $site AND c.site_id = $site AND c.name = ?1 AND c.collection_type = 'page' ORDER BY ci.position LIMIT ?2`,
    )
    .bind(collection, MAX_HOLES)
    .all<{ id: string; parBlock: string | null }>();
  return { gameName, scoring, holes: results.map((row) => ({ pageId: row.id, par: parOfBlock(row.parBlock) })) };
}

/** Block types whose options give a hole's par. */
const PAR_BLOCK_TYPES = sqlTypeList(typesDeclaring("holePar"));

/** The par a hole page's published block declares; a block that does not parse leaves the default. */
function parOfBlock(json: string | null): number {
  if (!json) return DEFAULT_PAR;
  let state: GroupState;
  try {
    state = parseJson(groupStateSchema, json);
  } catch {
    return DEFAULT_PAR;
  }
  const options = Object.fromEntries(Object.entries(state.options).map(([key, option]) => [key, option.value]));
  return holePar([{ type: state.blockType, options }]);
}
