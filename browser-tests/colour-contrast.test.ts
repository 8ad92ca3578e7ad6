// Every block with a colour option, in every colour, keeps its text (WCAG 1.4.3, axe
// color-contrast) and its buttons (1.4.11: 3:1 between the button and the surface it sits on) readable. One page
// holds every combination: the blocks are rendered on the server side of the test from the block test cases and
// shown inside a live page of the built site, with its style sheets.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, inject, it } from "vitest";
import type { BlockViewProps } from "../common/blocks/define";
import { BLOCKS } from "../common/blocks/registry";
import { COLORS } from "../common/blocks/shared/options";
import { CASES } from "../common/blocks/test-cases";
import { context } from "../common/blocks/test-fixtures";
import { BLOCK_TYPES, type BlockType } from "../common/blocks/types";
import { axe, browserForThisFile, openPage } from "./browser";

const base = inject("baseURL");
const browser = browserForThisFile();

/** Block types whose options offer the colour swatches. */
const COLOURED = BLOCK_TYPES.filter((type) => {
  const options = BLOCKS[type].options.parse({}) as Record<string, unknown>;
  return typeof options.color === "string" && (COLORS as readonly string[]).includes(options.color);
});

/** Every coloured block in every colour, live and in edit mode (where an empty button shows as a placeholder). */
function allCombinations(): string {
  return COLOURED.flatMap((type) =>
    COLORS.flatMap((color) =>
      (["live", "edit"] as const).map((mode) => {
        const { block } = CASES[type]("de");
        const options = BLOCKS[type].options.parse({ ...block.options, color });
        const View = BLOCKS[type].View as (props: BlockViewProps<unknown>) => ReactNode;
        const view = createElement(View, { block: { ...block, options: { ...block.options, color } }, options, ctx: context("de", mode) });
        return `<section class="block" data-case="${type} ${color} ${mode}">${renderToStaticMarkup(view)}</section>`;
      }),
    ),
  ).join("");
}

/** Relative luminance contrast of two CSS colours (opaque, as computed), and each button's against its surface. */
function buttonContrasts(): { case: string; text: string; ratio: number }[] {
  const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]: number[]) => {
    const c = [r!, g!, b!].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const ratio = (a: string, b: string) => {
    const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  const backgroundBehind = (element: Element): string => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if ((rgb(background)[3] ?? 1) > 0 && background !== "transparent") return background;
    }
    return "rgb(255, 255, 255)";
  };
  return [...document.querySelectorAll("[data-case] .button:not(.button--warning)")].map((button) => {
    const style = getComputedStyle(button);
    const surface = backgroundBehind(button);
    const fill = (rgb(style.backgroundColor)[3] ?? 1) > 0 ? style.backgroundColor : surface;
    const border = Number.parseFloat(style.borderTopWidth) > 0 && (rgb(style.borderTopColor)[3] ?? 1) > 0 ? ratio(style.borderTopColor, surface) : 0;
    // The button is seen when its fill or its border stands out from the surface (3:1), and its label from its fill (4.5:1).
    const boundary = Math.max(ratio(fill, surface), border);
    const label = ratio(style.color, fill);
    return { case: button.closest("[data-case]")!.getAttribute("data-case")!, text: button.textContent ?? "", ratio: Math.min(boundary / 3, label / 4.5) };
  });
}

describe("colour options keep WCAG AA contrast", () => {
  it("covers the blocks with the colour swatches", () => {
    expect(COLOURED).toEqual(
      expect.arrayContaining([
        "cta",
        "multiCta",
        "hero",
        "announcementBar",
        "announcementBubble",
        "bookingContainer",
        "textOnImage",
        "contact",
        "form",
      ] satisfies BlockType[]),
    );
  });

  it("every block in every colour: text passes axe color-contrast, buttons stand out from their surface and their label from the button", async () => {
    const opened = await openPage(browser(), `${base}/de/~imprint`);
    try {
      const { page } = opened;
      await page.evaluate((html) => {
        const main = document.querySelector("main") ?? document.body;
        main.innerHTML = html;
      }, allCombinations());
      expect(await page.locator("[data-case]").count()).toBe(COLOURED.length * COLORS.length * 2);
      const buttons = await page.evaluate(buttonContrasts);
      expect(buttons.length).toBeGreaterThan(COLOURED.length);
      expect(buttons.filter((b) => b.ratio < 1).map((b) => `${b.case}: ${b.text}`)).toEqual([]);
      const contrast = (await axe(page)).filter((v) => v.id === "color-contrast");
      expect(contrast.flatMap((v) => v.nodes)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
