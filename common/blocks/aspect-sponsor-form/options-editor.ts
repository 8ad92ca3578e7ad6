import { SPONSOR_PACKAGE_KEYS } from "../../forms/sponsor";
import { blockOptions, option } from "../../editor/options/block-options";
import type { aspectSponsorForm } from "./definition";

/** The options an editor sets on an aspectSponsorForm block: booking closed, and a fully-booked flag per package. */
export const aspectSponsorFormOptions = blockOptions<typeof aspectSponsorForm>({
  bookingClosed: option("checkbox"),
  ...Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [`${key}Booked`, option("checkbox")])),
});
