import type { Dictionary } from "../../common/i18n";
import type { SearchHit } from "../content/search";

/** The search page's form and results. */
export function SearchResults({ query, hits, t, action }: { query: string | null; hits: SearchHit[]; t: Dictionary; action: string }) {
  const trimmed = query?.trim() ?? "";
  return (
    <section className="block search-page" aria-labelledby="search-title">
      <div className="container">
        <h1 id="search-title">{t.search}</h1>
        <form action={action} method="get" className="search-page__form">
          <label htmlFor="search-page-input">{t.search}</label>
          <input id="search-page-input" type="search" name="searchquery" defaultValue={trimmed} minLength={3} required />
          <button type="submit" className="button button--primary">
            {t.searchSubmit}
          </button>
        </form>
        {trimmed.length > 0 && trimmed.length < 3 && <p role="status">{t.searchMinLength}</p>}
        {trimmed.length >= 3 && (
          <>
            <p role="status">{hits.length ? t.searchResults(hits.length, trimmed) : t.searchNoResults(trimmed)}</p>
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.pageId}>
                  <a href={hit.path}>{hit.title}</a>
                  {hit.snippet && <p>{hit.snippet}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
