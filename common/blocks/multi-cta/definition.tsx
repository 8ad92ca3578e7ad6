import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { defineBlock } from "../define";
import { blockItems, itemText } from "../shared/items";
import { alignmentOption, colorOption, linksOption } from "../shared/options";
import { BlockButton, BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO, text } from "../shared/starter";

/** A call to action with several buttons: each `button` field (by position) pairs with the link at that index of `links`. */
export const multiCta = defineBlock({
  type: "multiCta",
  starterFields: [...INTRO, text("button", 0)],
  options: z.object({
    color: colorOption("primary"),
    alignment: alignmentOption("center"),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const items = new Map(blockItems(block, ["button"], ctx.mode === "edit").map((item) => [item.position, item]));
    const linked = options.links.flatMap((link, index) => (link ? [index] : []));
    const buttons = [...new Set([...items.keys(), ...linked])]
      .sort((a, b) => a - b)
      .map((position) => {
        const item = items.get(position);
        return {
          position,
          label: item ? itemText(item, "button") : null,
          href: linkHref(options.links[position], ctx.pagePath),
          marker: fieldMarker(item?.fields.button),
        };
      });
    // Live, only complete buttons show; in edit mode half-filled ones show with their warning, and empty label fields to fill in.
    const shown = buttons.filter((b) => (ctx.mode === "live" ? b.label && b.href : b.label || b.href || b.marker["data-item"]));
    if (!hasIntro(block) && shown.length === 0) return emptyBlock(ctx);
    return (
      <div className={`cta multi-cta surface-${options.color} text-${options.alignment}`}>
        <BlockIntro block={block} />
        {shown.length > 0 && (
          <ul className="button-row">
            {shown.map((b) => (
              <li key={b.position}>
                <BlockButton label={b.label} href={b.href} ctx={ctx} variant="inverted" marker={b.marker} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
