import { z } from "zod";
import { localizedTextSchema } from "./content";

/** Sub-items an item may hold (the header's sub-menu; the footer lists them nested). */
export const MAX_SUB_ITEMS = 20;
const pageLink = {
  id: z.string().min(1).max(64),
  type: z.literal("page"),
  page: z.string().min(1).max(64),
  appearance: z.enum(["default", "button"]).default("default"),
};
/**
 * A sub-item links a page and holds no items: the navigation has two levels under a container at most
 * (decision 055). `children` on a sub-item is refused with its path named, not silently dropped.
 */
export const navigationSubItemSchema = z.object({
  ...pageLink,
  children: z.never({ error: "a sub-item cannot hold items (two levels at most under a container)" }).optional(),
});
/** A navigation item links a page (appearance button shows it as a button) and may hold sub-items. */
export const navigationItemSchema = z.object({ ...pageLink, children: z.array(navigationSubItemSchema).max(MAX_SUB_ITEMS).default([]) });
/** A navigation container: a label per locale and its items. */
export const navigationContainerSchema = z.object({
  id: z.string().min(1).max(64),
  label: localizedTextSchema,
  children: z.array(navigationItemSchema).max(50),
});
export const navigationSchema = z.object({ containers: z.array(navigationContainerSchema).max(20) });
export type Navigation = z.infer<typeof navigationSchema>;
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export type NavigationSubItem = z.infer<typeof navigationSubItemSchema>;

/** An item's own fields, without its sub-items. */
export type PageLink = Pick<NavigationSubItem, "id" | "type" | "page" | "appearance">;
/** A copy of an item without `children`: the shape a sub-item must have. */
export const bareLink = ({ id, type, page, appearance }: PageLink): NavigationSubItem => ({ id, type, page, appearance });

/** Every page item of a container, sub-items right after their parent (the order the editor and footer show). */
export function flatItems(container: Navigation["containers"][number]): (NavigationItem | NavigationSubItem)[] {
  return container.children.flatMap((item) => [item, ...item.children]);
}
