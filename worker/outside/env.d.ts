// Bindings of the outside-content adapters that wrangler.toml does not declare (a secret and a local-only var).
interface Env {
  /** "on" only locally (.dev.vars, written by scripts/local-vars.mjs): mounts /_standins/* and answers adapter calls there. */
  LOCAL_STANDINS?: string;
  /** Secret (`wrangler secret put GOOGLE_PLACES_API_KEY`): without it no reviews are fetched. */
  GOOGLE_PLACES_API_KEY?: string;
}
