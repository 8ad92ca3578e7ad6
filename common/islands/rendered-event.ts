/**
 * Dispatched (bubbling) on markup the editor swapped into the page (decision 076): the islands entry hydrates the
 * islands inside it that are not hydrated yet. One home for the name, so neither side imports the other.
 */
export const ISLANDS_RENDERED_EVENT = "islands:rendered";
