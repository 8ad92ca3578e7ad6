import { typesDeclaring } from "../blocks/needs";

/**
 * Block types whose submissions the worker stores and mails to the site's "E-Mail für Kontaktanfragen"
 * (worker/forms: the contact and the sponsor form): those declaring `needs.contactEmail` (docs/decisions/073).
 * The general form block embeds an outside form or none.
 */
export const MAILED_FORM_BLOCKS: readonly string[] = typesDeclaring("contactEmail");
