import { z } from "zod";
import { articleTeaserSchema } from "../../articles/teaser";

/** GET /optician: the site owner's business and its branches (the location option lists them). */
export const opticianAnswerSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  branches: z.array(
    z.object({ id: z.string(), name: z.string(), street: z.string().nullable(), streetNumber: z.string().nullable(), city: z.string().nullable() }),
  ),
});
export type OpticianAnswer = z.infer<typeof opticianAnswerSchema>;

/** POST /articles/lookup: the post id of a pasted article URL and its teaser. */
export const articleLookupAnswerSchema = z.object({ postId: z.number().int().positive(), teaser: articleTeaserSchema });
