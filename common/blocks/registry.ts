import type { BlockDefinition } from "./define";
import type { BlockType } from "./types";
import { aspectSponsorForm } from "./aspect-sponsor-form/definition";
import { contactForm } from "./contact-form/definition";
import { cta } from "./cta/definition";
import { gameSetup } from "./game-setup/definition";
import { hero } from "./hero/definition";
import { mapContainer } from "./map-container/definition";
import { richTextBlock } from "./rich-text-block/definition";
import { scoreTracker } from "./score-tracker/definition";
import { servicesContainer } from "./services-container/definition";
import { spacer } from "./spacer/definition";
import { teamContainer } from "./team-container/definition";

/** Render registry: views and option schemas only. Editor parts live in a separate registry (edit mode only). */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the map only needs the shape.
export const BLOCKS: Record<BlockType, BlockDefinition<any>> = {
  hero,
  richTextBlock,
  cta,
  spacer,
  teamContainer,
  servicesContainer,
  contactForm,
  aspectSponsorForm,
  gameSetup,
  scoreTracker,
  mapContainer,
} satisfies Record<BlockType, unknown>;
