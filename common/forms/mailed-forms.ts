/**
 * Block types whose submissions the worker stores and mails to the site's "E-Mail für Kontaktanfragen"
 * (worker/forms: the contact and the sponsor form). The general form block embeds an outside form or none.
 */
export const MAILED_FORM_BLOCKS: readonly string[] = ["contactForm", "aspectSponsorForm"];
