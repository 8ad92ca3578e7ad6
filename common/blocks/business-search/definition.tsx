import { z } from "zod";
import { type BusinessDirectoryProps, BusinessDirectory } from "./business-directory";
import { type DirectoryBusiness, HEALTH_OPTICIANS_PROGRAM } from "../../directory/types";
import { Island } from "../../islands/island";
import { businessDirectoryIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/** The island's props: the listed businesses with only what the list shows (their hours are loaded on opening). */
export function directoryProps(
  id: string,
  businesses: DirectoryBusiness[],
  locale: BusinessDirectoryProps["locale"],
  showLetters: boolean,
): BusinessDirectoryProps {
  return {
    id,
    locale,
    showLetters,
    // Positions as element ids (short, repeated in the markup); the branch's id as `key`, for its opening hours.
    businesses: businesses.map((business, b) => ({
      id: `b${b}`,
      name: business.name,
      logo: business.logo,
      branches: business.branches.map((branch, i) => ({ ...branch, id: `${b}-${i}`, key: branch.id })),
    })),
  };
}

/**
 * The searchable directory of businesses with a letter index. The server renders the title, intro and the full
 * list (every business with its branches' addresses and contact links; the opening hours are loaded on opening) inside the directory island, which adds the search,
 * the letter index and the accordions. Option onlyHealthOpticians lists only businesses in that program.
 */
export const businessSearch = defineBlock({
  type: "businessSearch",
  starterFields: INTRO,
  island: true,
  needs: { businesses: true },
  options: z.object({
    onlyHealthOpticians: opt.boolean(false),
    letterIndex: opt.boolean(true),
  }),
  View: ({ block, options, ctx }) => {
    const listed = (ctx.businesses ?? []).filter((business) => !options.onlyHealthOpticians || business.programs[HEALTH_OPTICIANS_PROGRAM] === true);
    if (!hasIntro(block) && listed.length === 0) return emptyBlock(ctx);
    return (
      <div className="container business-search">
        <BlockIntro block={block} />
        <div
          className="business-search__directory"
          data-business-search={block.id}
          data-program={options.onlyHealthOpticians ? HEALTH_OPTICIANS_PROGRAM : undefined}
        >
          <Island island={businessDirectoryIsland} component={BusinessDirectory} props={directoryProps(block.id, listed, ctx.locale, options.letterIndex)} />
        </div>
      </div>
    );
  },
});
