// The site's style entry (docs/decisions/073): the shared stylesheet first, then every block folder's own
// styles.css, found by the glob (no file lists them). Vite bundles them into one stylesheet per build.
import "./styles.css";

import.meta.glob("../common/blocks/*/styles.css", { eager: true });
