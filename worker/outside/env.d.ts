// Bindings of the outside-content adapters that wrangler.toml does not declare (a secret).
interface Env {
  /** Secret (`wrangler secret put GOOGLE_PLACES_API_KEY`): without it no reviews are fetched. */
  GOOGLE_PLACES_API_KEY?: string;
}
