/**
 * The urban golf courses of a site (docs/decisions/070): page collections of kind "pages" that hold pages (the
 * holes, in the collection's order). A game block names its course; left empty, it plays the collection its own
 * page is in when that is a course (a hole page's score card), else the site's only course. Several courses and
 * none chosen, or none at all: no course (edit mode says so).
 */
export function resolveCourse(chosen: string, courses: readonly string[] | undefined, pageCollection: string | null = null): string | null {
  // Not loaded: the page's own collection decided (a score card on a hole page), see needsCourses in the loader.
  if (!courses) return chosen || pageCollection;
  if (chosen) return courses.includes(chosen) ? chosen : null;
  if (pageCollection && courses.includes(pageCollection)) return pageCollection;
  return courses.length === 1 ? courses[0]! : null;
}

/** SQL for the site's course names, in the collections' order (bound by the site-scoped D1). */
export const COURSES_SQL = `SELECT c.name FROM collections c WHERE c.site_id = $site AND c.collection_type = 'page' AND c.kind = 'pages'
  AND EXISTS (SELECT 1 FROM collection_items ci WHERE ci.site_id = $site AND ci.collection_id = c.id) ORDER BY c.position, c.name`;
