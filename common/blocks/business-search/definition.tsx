import { z } from "zod";
import { defineBlock, opt } from "../define";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";

/**
 * The searchable directory of businesses with a letter index. The server renders its title and intro and the
 * container the directory island mounts into (filters as data attributes); the directory itself comes later.
 */
export const businessSearch = defineBlock({
  type: "businessSearch",
  options: z.object({
    onlyHealthOpticians: opt.boolean(false),
    letterIndex: opt.boolean(true),
  }),
  View: ({ block, options, ctx }) => {
    if (!hasIntro(block)) return emptyBlock(ctx);
    return (
      <div className="container business-search">
        <BlockIntro block={block} />
        <div
          className="business-search__directory"
          data-business-search={block.id}
          data-program={options.onlyHealthOpticians ? "gesundheitsoptik" : undefined}
          data-letter-index={options.letterIndex ? "true" : "false"}
        />
      </div>
    );
  },
});
