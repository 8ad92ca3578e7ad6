/** The roles of signed-in editors (editor-side section 1): admins run the product, opticians edit their site. */
export type EditorRole = "admin" | "optician";

/**
 * Actions only some roles may take: the server refuses them to every other role (requireEditor), and the editor
 * shows their controls only to a role that may (decision 067: no button that can only answer "Keine Berechtigung").
 */
export const RESTRICTED_ACTIONS = {
  /** POST /optician: the footer takes the business record's data again. */
  resetFooter: ["admin"],
  /** POST /changelog/entries: the product's changelog, shared by every site. */
  addChangelogEntry: ["admin"],
} as const satisfies Record<string, readonly EditorRole[]>;

export type RestrictedAction = keyof typeof RESTRICTED_ACTIONS;

/** True when `role` may take `action`. */
export function mayDo(role: EditorRole, action: RestrictedAction): boolean {
  return (RESTRICTED_ACTIONS[action] as readonly EditorRole[]).includes(role);
}
