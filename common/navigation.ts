import { z } from "zod";
import { localizedTextSchema } from "./content";

/** A navigation item links a page; appearance button shows it as a button. */
export const navigationItemSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.literal("page"),
  page: z.string().min(1).max(64),
  appearance: z.enum(["default", "button"]).default("default"),
});
/** A navigation container: a label per locale and its items. */
export const navigationContainerSchema = z.object({
  id: z.string().min(1).max(64),
  label: localizedTextSchema,
  children: z.array(navigationItemSchema).max(50),
});
export const navigationSchema = z.object({ containers: z.array(navigationContainerSchema).max(20) });
export type Navigation = z.infer<typeof navigationSchema>;
