import { and, eq } from "drizzle-orm";
import { branches } from "../../worker/db/schema";
import type { database } from "../../worker/content/pages";
import { SITE } from "../../worker/sites/site-db";
import { DEMO_FEED_ID, DEMO_PLACE_ID } from "../../worker/outside/standins/sample-data";

/**
 * Where the demo's outside content comes from: the Instagram feed setting and the branch's Google place id. Both
 * point at the local stand-ins (root-relative addresses are resolved only in stand-in mode, see
 * worker/outside/config.ts); a deployment sets the real feed URL and place ids instead.
 */
export const DEMO_SOCIAL_ACCOUNTS = { instagram: "https://www.instagram.com/optik_seeblick/", feed: `/_standins/behold/${DEMO_FEED_ID}` };

export async function seedOutsideSources(db: ReturnType<typeof database>): Promise<void> {
  await db
    .update(branches)
    .set({ googlePlaceId: DEMO_PLACE_ID })
    .where(and(eq(branches.siteId, SITE), eq(branches.name, "Optik Seeblick Altstadt")));
}
