import { BLOCKS } from "../../common/blocks/registry";
import type { RenderContext } from "../../common/blocks/define";
import { isBlockType } from "../../common/blocks/types";
import { groupMarker } from "../../common/editor/markers";
import type { RenderBlock } from "../../common/page-model";

/** Renders the page's blocks in order; an unknown type renders nothing live and a visible warning in edit mode. */
export function BlockList({ blocks, ctx }: { blocks: RenderBlock[]; ctx: RenderContext }) {
  return (
    <>
      {blocks.map((block) => {
        if (!isBlockType(block.type)) {
          return ctx.mode === "edit" ? (
            <section key={block.id} className="block block--unknown" role="alert">
              Box «{block.type}» nicht gefunden
            </section>
          ) : null;
        }
        const definition = BLOCKS[block.type];
        const View = definition.View;
        return (
          <section key={block.id} id={`block-${block.id}`} className={`block block--${block.type}`} data-block={block.type} {...groupMarker(block)}>
            <View block={block} options={definition.options.parse(block.options)} ctx={ctx} />
          </section>
        );
      })}
    </>
  );
}
