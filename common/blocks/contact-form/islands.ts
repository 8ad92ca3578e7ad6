import { defineIsland } from "../../islands/define";

export const contactFormIsland = defineIsland("contactForm", () => import("./contact-form").then((m) => m.ContactForm));
