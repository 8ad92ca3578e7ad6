// The demo pages the speed figures are taken on: the heaviest renders (home, directory, contact) and the pages
// the Lighthouse budget names (decision 016). Shared by bench/pages.mjs, bench/profile.mjs and bench/lighthouse.mjs.
export const DEMO_PAGES = [
  ["home", "/de"],
  ["directory", "/de/optikerverzeichnis"],
  ["contact", "/de/~contact"],
  ["gallery", "/de/galerie"],
  ["course map", "/de/platzkarte"],
  ["game play", "/de/~play"],
];
