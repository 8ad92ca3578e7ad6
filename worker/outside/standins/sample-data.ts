/**
 * Sample content of the local stand-ins (all fictional): an Instagram account, the reviews of the demo branch's
 * Google place, and a few articles of the article site. Shapes are the providers' (see the adapters).
 */
type Both = { de: string; fr: string };

/** The demo branch's place id (scripts/seed sets it on "Optik Seeblick Altstadt"). */
export const DEMO_PLACE_ID = "ChIJdemoSeeblickAltstadt";
/** The demo site's feed id (settings.socialAccounts.feed = /_standins/behold/{id}). */
export const DEMO_FEED_ID = "optik-seeblick";

export const SAMPLE_POSTS: { caption: string; date: string; hue: number; video?: boolean }[] = [
  { caption: "Neue Fassungen aus einer kleinen Manufaktur im Jura sind da.", date: "2026-11-12T09:30:00+0000", hue: 330 },
  { caption: "Unser Team am Winterthurer Altstadtfest.", date: "2026-10-28T16:00:00+0000", hue: 200 },
  { caption: "So entsteht ein Glas: ein Blick in die Werkstatt.", date: "2026-10-15T11:10:00+0000", hue: 30, video: true },
  { caption: "Sonnenbrillen mit Korrektur für den Herbst in den Bergen.", date: "2026-10-02T08:45:00+0000", hue: 45 },
  { caption: "Myopie-Management: Abend für Eltern am 20. November.", date: "2026-09-20T18:00:00+0000", hue: 180 },
  { caption: "Danke für 10 Jahre an der Marktgasse!", date: "2026-09-01T10:00:00+0000", hue: 100 },
  { caption: "Kontaktlinsen-Sprechstunde jetzt auch samstags.", date: "2026-08-18T09:00:00+0000", hue: 260 },
];

/** Five reviews: the Places API returns at most five per place. One is below the demo block's minimum rating (4). */
export const SAMPLE_REVIEWS: { rating: number; text: Both; author: string; time: Both }[] = [
  {
    rating: 5,
    text: {
      de: "Sehr kompetente Beratung, der Sehtest war gründlich und gut erklärt.",
      fr: "Conseils très compétents, l'examen de la vue était minutieux et bien expliqué.",
    },
    author: "Sandra K.",
    time: { de: "vor 2 Wochen", fr: "il y a 2 semaines" },
  },
  {
    rating: 4.5,
    text: {
      de: "Meine neue Brille sitzt perfekt. Danke für die Geduld bei der Fassungswahl!",
      fr: "Mes nouvelles lunettes sont parfaites. Merci pour votre patience lors du choix !",
    },
    author: "Thomas B.",
    time: { de: "vor einem Monat", fr: "il y a un mois" },
  },
  {
    rating: 3,
    text: { de: "Gute Brille, aber ich musste auf den Termin warten.", fr: "Bonnes lunettes, mais j'ai dû attendre le rendez-vous." },
    author: "Kurt S.",
    time: { de: "vor 6 Monaten", fr: "il y a 6 mois" },
  },
  {
    rating: 4,
    text: { de: "Freundliches Team, kurze Wartezeit, faire Preise.", fr: "Équipe aimable, peu d'attente, prix corrects." },
    author: "Peter M.",
    time: { de: "vor 2 Monaten", fr: "il y a 2 mois" },
  },
  {
    rating: 5,
    text: {
      de: "Myopie-Management für unsere Tochter: sehr gut erklärt und begleitet.",
      fr: "Gestion de la myopie pour notre fille : très bien expliquée et suivie.",
    },
    author: "Familie R.",
    time: { de: "vor 3 Monaten", fr: "il y a 3 mois" },
  },
];

/** The article slug the stand-in answers with a server error. */
export const FAILING_SLUG = "serverfehler";

export const SAMPLE_ARTICLES: { id: number; slug: string; date: string; title: string; excerpt: string; hue: number }[] = [
  {
    id: 101,
    slug: "trockene-augen-im-winter",
    date: "2026-11-02T08:00:00",
    title: "Trockene Augen im Winter &#8211; was hilft?",
    excerpt: "<p>Heizungsluft und Bildschirmarbeit setzen den Augen zu. Fünf einfache Tipps für den Alltag. [&hellip;]</p>",
    hue: 200,
  },
  {
    id: 102,
    slug: "kurzsichtigkeit-bei-kindern",
    date: "2026-10-12T08:00:00",
    title: "Kurzsichtigkeit bei Kindern früh erkennen",
    excerpt: "<p>Immer mehr Kinder werden kurzsichtig. Woran Eltern es merken und was Myopie-Management bewirkt. [&hellip;]</p>",
    hue: 140,
  },
  {
    id: 103,
    slug: "sehtest-fuer-den-fuehrerausweis",
    date: "2026-09-05T08:00:00",
    title: "Sehtest für den Führerausweis",
    excerpt: "<p>Wer den Lernfahrausweis beantragt, braucht einen Sehtest. So läuft er ab. [&hellip;]</p>",
    hue: 30,
  },
];

/** A simple square picture (stand-in for a provider's hosted image). */
export function samplePicture(hue: number, label: string): string {
  const safe = label.replace(/[^A-Za-z0-9 ]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640"><rect width="640" height="640" fill="hsl(${hue} 45% 55%)"/><circle cx="230" cy="320" r="110" fill="none" stroke="hsl(${hue} 40% 20%)" stroke-width="26"/><circle cx="410" cy="320" r="110" fill="none" stroke="hsl(${hue} 40% 20%)" stroke-width="26"/><text x="320" y="560" font-family="sans-serif" font-size="40" text-anchor="middle" fill="hsl(${hue} 40% 15%)">${safe}</text></svg>`;
}
