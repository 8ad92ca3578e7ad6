import { z } from "zod";
import { toHttps } from "../../link";
import { fieldText } from "../../page-model";
import { safeHref } from "../../rich-text";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { alignmentOption, colorOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/** The embed address when it is an https URL; anything else (other schemes, e-mail addresses) is ignored. */
export function formEmbedUrl(text: string): string | null {
  const href = safeHref(toHttps(text.trim()));
  return href?.startsWith("https://") ? href : null;
}

/**
 * A general form: title and intro, and either an external form embedded by its https address (embedUrl) or the
 * container the form island mounts into.
 */
export const form = defineBlock({
  type: "form",
  starterFields: INTRO,
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    embedUrl: opt.text(""),
  }),
  View: ({ block, options, ctx }) => {
    const embed = formEmbedUrl(options.embedUrl);
    if (!hasIntro(block) && !embed) return emptyBlock(ctx);
    return (
      <div className={`form-block surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          <BlockIntro block={block} />
          {embed ? (
            <iframe className="form-block__frame" src={embed} title={fieldText(block, "title") ?? blockTexts(ctx.locale).form} loading="lazy" />
          ) : (
            <div className="form-block__island" data-form="generic" data-form-id={block.id} />
          )}
        </div>
      </div>
    );
  },
});
