import type { ComponentType } from "react";
import { safeJsonForScript } from "../safe-json";

/**
 * Server side of an island: the component renders into a marked element, and its props follow as inline
 * JSON that cannot break out of its script element. client/islands.tsx hydrates exactly these elements.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <>
      <div data-island={name} className="island">
        <Component {...props} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes <, >, & and line separators. */}
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: safeJsonForScript(props) }} />
    </>
  );
}
