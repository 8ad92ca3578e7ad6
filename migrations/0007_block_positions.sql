-- Issue 28, point 1: block positions were neither dense nor unique (an added block took a list index, a removed
-- draft block left a gap). Every page's blocks get the order 0..n-1 again, by current position then id, in the
-- draft and, among the published blocks, in the published state (docs/decisions/062-block-order.md).
UPDATE items SET draft = json_set(items.draft, '$.position', r.rank)
FROM (SELECT site_id, id, ROW_NUMBER() OVER (PARTITION BY site_id, page_id ORDER BY json_extract(draft, '$.position'), id) - 1 AS rank FROM items WHERE type = 'group') AS r
WHERE items.type = 'group' AND items.site_id = r.site_id AND items.id = r.id AND json_extract(items.draft, '$.position') IS NOT r.rank;
--> statement-breakpoint
UPDATE items SET published = json_set(items.published, '$.position', r.rank)
FROM (SELECT site_id, id, ROW_NUMBER() OVER (PARTITION BY site_id, page_id ORDER BY json_extract(published, '$.position'), id) - 1 AS rank FROM items WHERE type = 'group' AND published IS NOT NULL) AS r
WHERE items.type = 'group' AND items.site_id = r.site_id AND items.id = r.id AND json_extract(items.published, '$.position') IS NOT r.rank;
--> statement-breakpoint
-- A block whose draft now equals its published state again has no unpublished change.
UPDATE items SET changed = CASE WHEN published IS NOT NULL AND json(published) = json(draft) THEN 0 ELSE 1 END WHERE type = 'group';
