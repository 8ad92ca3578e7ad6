import { BLOCKS } from "../../common/blocks/registry";
import type { RenderContext } from "../../common/blocks/define";
import { isBlockType } from "../../common/blocks/types";
import { groupMarker } from "../../common/editor/markers";
import type { RenderBlock } from "../../common/page-model";

/** One block of the page; an unknown type renders nothing live and a visible warning in edit mode. */
export function BlockSection({ block, ctx }: { block: RenderBlock; ctx: RenderContext }) {
  if (!isBlockType(block.type)) {
    return ctx.mode === "edit" ? (
      <section className="block block--unknown" role="alert">
        Box «{block.type}» nicht gefunden
      </section>
    ) : null;
  }
  const definition = BLOCKS[block.type];
  const View = definition.View;
  return (
    <section
      id={`block-${block.id}`}
      className={`block block--${block.type}`}
      data-block={block.type}
      data-stop-drawer={definition.notInStopDrawer ? "omit" : undefined}
      {...groupMarker(block)}
    >
      <View block={block} options={definition.options.parse(block.options)} ctx={ctx} />
    </section>
  );
}

/** Renders the page's blocks in order (the editor renders one again in place: worker/api/render.ts). */
export function BlockList({ blocks, ctx }: { blocks: RenderBlock[]; ctx: RenderContext }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockSection key={block.id} block={block} ctx={ctx} />
      ))}
    </>
  );
}
