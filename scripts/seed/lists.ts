import { and, eq } from "drizzle-orm";
import { paragraphs } from "../../common/rich-text";
import { createListings, type NewListing } from "../../worker/content/listings";
import { branches, businesses } from "../../worker/db/schema";
import { SITE } from "../../worker/sites/site-db";
import type { SeedContext } from "./demo-site";
import { block, rich, text } from "./helpers";
import { addDemoImage, type DemoImageSpec } from "./images";

/** The demo's booking provider address (fictional): the booking dialog embeds it with locale, layout and theme colour. */
export const DEMO_BOOKING_URL = "https://termine.optik-seeblick.example/buchen";

/** Booking settings of the demo: the button stays off site-wide (the "Termin buchen" page has the booking block). */
export const DEMO_BOOKING_SETTINGS = { active: false, position: "right", color: "primary", url: DEMO_BOOKING_URL, themeColor: "0b5d7a" } as const;

const doc = (de: string[], fr: string[]) => ({ de: paragraphs(...de), fr: paragraphs(...fr) });
const picture = (name: string, de: string, fr: string, hues: [number, number], motif: DemoImageSpec["motif"]): DemoImageSpec => ({
  name,
  alt: { de, fr },
  width: 320,
  height: 214,
  hues,
  motif,
});
const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 9, 30) - days * 86_400_000).toISOString();

/**
 * Demo jobs and marketplace listings of the site owner's branch (after the business exists), their pages
 * "Stellen" / "Emplois" and "Marktplatz" / "Marché", and the booking page "Termin buchen" / "Réserver".
 */
export async function seedLists(ctx: SeedContext): Promise<void> {
  const [branch] = await ctx.db
    .select({ id: branches.id })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(branches.siteId, SITE), eq(businesses.siteId, SITE), eq(businesses.isSiteOwner, true)))
    .limit(1);
  const branchId = branch?.id ?? null;

  const workshop = [];
  for (const [i, spec] of [
    picture("werkstatt-schleifen", "Werkstatt: Gläser schleifen", "Atelier : meulage des verres", [30, 200], "lenses"),
    picture("werkstatt-fassungen", "Fassungswand im Laden", "Mur de montures au magasin", [200, 20], "frame"),
    picture("werkstatt-messplatz", "Messplatz für den Sehtest", "Poste de mesure pour l'examen de la vue", [160, 220], "lenses"),
    picture("werkstatt-team", "Team beim Znüni", "L'équipe à la pause", [50, 330], "portrait"),
    picture("werkstatt-aussicht", "Aussicht vom Pausenraum", "Vue depuis la salle de pause", [210, 120], "hills"),
  ].entries()) {
    workshop[i] = await addDemoImage(ctx, spec);
  }
  const [grinding, frames, measuring] = workshop as [string, string, string, string, string];
  const staff = { lea: { firstName: "Lea", lastName: "Brunner" }, marco: { firstName: "Marco", lastName: "Keller" } };

  // Collected first, then created in one batch with one cache revalidation (the seed also runs in every Workers test).
  const all: NewListing[] = [];
  const job = (input: Omit<NewListing, "type" | "status" | "branchId">) => all.push({ type: "job", status: "published", branchId, ...input });
  job({
    title: { de: "Augenoptiker/in EFZ", fr: "Opticien/ne CFC" },
    workQuota: { de: "80–100 %", fr: "80–100 %" },
    description: doc(
      [
        "Sie beraten unsere Kundschaft bei der Wahl von Brillen und Kontaktlinsen, führen Sehtests durch und arbeiten in unserer eigenen Werkstatt mit. Wir bieten ein kleines, herzliches Team, moderne Messgeräte, fünf Wochen Ferien und Weiterbildung auf Kosten des Geschäfts.",
        "Stellenantritt nach Vereinbarung.",
      ],
      [
        "Vous conseillez notre clientèle dans le choix de lunettes et de lentilles, effectuez des examens de la vue et travaillez dans notre propre atelier. Nous offrons une petite équipe chaleureuse, des appareils de mesure modernes, cinq semaines de vacances et la formation continue à nos frais.",
        "Entrée en fonction à convenir.",
      ],
    ),
    titleImages: workshop,
    staffMember: staff.lea,
    created: daysAgo(2),
  });
  job({
    title: { de: "Lernende/r Augenoptiker/in EFZ (Sommer 2027)", fr: "Apprenti/e opticien/ne CFC (été 2027)" },
    workQuota: { de: "100 %", fr: "100 %" },
    description: doc(
      ["Du arbeitest gern präzise mit den Händen und gehst offen auf Menschen zu? Schnuppere bei uns und lerne den vielseitigsten Beruf der Altstadt kennen."],
      ["Tu aimes le travail manuel précis et le contact humain ? Viens faire un stage découverte et découvre le métier le plus varié de la vieille ville."],
    ),
    titleImages: [grinding, frames, measuring],
    staffMember: staff.marco,
    created: daysAgo(9),
  });
  job({
    title: { de: "Optometrist/in BSc", fr: "Optométriste BSc" },
    workQuota: { de: "40–60 %", fr: "40–60 %" },
    description: doc(
      ["Sie übernehmen Kontaktlinsenanpassungen und das Myopie-Management für Kinder in unserem neuen Messraum."],
      ["Vous prenez en charge les adaptations de lentilles et la gestion de la myopie chez l'enfant dans notre nouvelle salle de mesure."],
    ),
    titleImages: [measuring],
    staffMember: staff.marco,
    created: daysAgo(16),
  });
  job({
    title: { de: "Detailhandelsfachfrau/-mann (Aushilfe Samstag)", fr: "Gestionnaire du commerce de détail (auxiliaire le samedi)" },
    workQuota: { de: "20 %", fr: "20 %" },
    description: doc(
      ["Sie empfangen unsere Kundschaft am Samstag, vereinbaren Termine und halten die Fassungswand in Ordnung."],
      ["Vous accueillez notre clientèle le samedi, fixez les rendez-vous et tenez le mur de montures en ordre."],
    ),
    staffMember: staff.lea,
    created: daysAgo(30),
  });

  const vintage = await addDemoImage(
    ctx,
    picture("markt-vintage-fassung", "Vintage-Hornfassung aus den 1960er-Jahren", "Monture vintage en corne des années 1960", [40, 20], "frame"),
  );
  const lensmeter = await addDemoImage(
    ctx,
    picture("markt-scheitelbrechwertmesser", "Manueller Scheitelbrechwertmesser", "Frontofocomètre manuel", [190, 210], "lenses"),
  );
  const item = (input: Omit<NewListing, "status" | "branchId">) => all.push({ status: "published", branchId, ...input });
  item({
    type: "frame",
    title: { de: "Vintage-Hornfassung", fr: "Monture vintage en corne" },
    cost: 1250,
    description: doc(
      ["Handgefertigte Hornfassung aus den 1960er-Jahren, sehr guter Zustand, mit Originaletui."],
      ["Monture en corne faite main des années 1960, très bon état, avec étui d'origine."],
    ),
    titleImages: [vintage],
    options: { toBePickedUp: false, subjectToPostage: true, askingPrice: true },
    staffMember: staff.lea,
    created: daysAgo(1),
  });
  item({
    type: "object",
    title: { de: "Scheitelbrechwertmesser, manuell", fr: "Frontofocomètre manuel" },
    cost: 380,
    description: doc(
      ["Gut erhaltenes Messgerät, frisch kalibriert. Nur Abholung im Laden, da empfindlich."],
      ["Appareil bien conservé, fraîchement calibré. À retirer au magasin uniquement, car fragile."],
    ),
    titleImages: [lensmeter],
    options: { toBePickedUp: true, subjectToPostage: false, askingPrice: false },
    staffMember: staff.marco,
    created: daysAgo(4),
  });
  item({
    type: "frame",
    title: { de: "Titanfassung, randlos", fr: "Monture titane sans cercles" },
    cost: 90,
    description: doc(["Leichte Titanfassung, Ausstellungsstück, ohne Gläser."], ["Monture légère en titane, modèle d'exposition, sans verres."]),
    titleImages: [frames],
    options: { toBePickedUp: false, subjectToPostage: true, askingPrice: false },
    created: daysAgo(6),
  });
  item({
    type: "object",
    title: { de: "Schaufensterfiguren (3 Stück)", fr: "Mannequins de vitrine (3 pièces)" },
    cost: 45.5,
    description: doc(["Drei Büsten für Brillenpräsentationen im Schaufenster."], ["Trois bustes pour présenter des lunettes en vitrine."]),
    options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
    created: daysAgo(11),
  });
  item({
    type: "frame",
    kind: "searching",
    title: { de: "Gesucht: Kinderfassungen aus Acetat", fr: "Recherché : montures enfant en acétate" },
    description: doc(
      ["Wir suchen gut erhaltene Kinderfassungen für unser Spendenprojekt."],
      ["Nous cherchons des montures enfant en bon état pour notre projet de dons."],
    ),
    options: { toBePickedUp: true, subjectToPostage: false, askingPrice: false },
    staffMember: staff.lea,
    created: daysAgo(13),
  });
  item({
    type: "object",
    title: { de: "Verkaufsvitrine mit Beleuchtung", fr: "Vitrine de vente éclairée" },
    cost: 2400,
    description: doc(
      ["Glasvitrine 120 × 60 cm mit LED-Beleuchtung und abschliessbaren Türen."],
      ["Vitrine en verre 120 × 60 cm avec éclairage LED et portes verrouillables."],
    ),
    options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
    created: daysAgo(20),
  });
  // Not shown: a draft and an archived listing.
  all.push({ type: "object", status: "draft", branchId, title: { de: "Entwurf: Spiegel", fr: "Brouillon : miroir" }, cost: 30 });
  all.push({ type: "frame", status: "archived", branchId, title: { de: "Verkauft: Goldfassung", fr: "Vendu : monture dorée" }, cost: 300 });
  await createListings(ctx.db, ctx.kv, all);

  await ctx.add({
    name: { de: "Stellen", fr: "Emplois" },
    slugs: { de: "stellen", fr: "emplois" },
    description: { de: "Offene Stellen bei Optik Seeblick in Winterthur.", fr: "Postes ouverts chez Optik Seeblick à Winterthour." },
    groups: [
      block("jobs", [
        text("title", { de: "Offene Stellen", fr: "Postes ouverts" }),
        rich("description", { de: ["Arbeiten, wo gutes Sehen zuhause ist."], fr: ["Travailler là où la bonne vue est chez elle."] }),
      ]),
    ],
  });
  await ctx.add({
    name: { de: "Marktplatz", fr: "Marché" },
    slugs: { de: "marktplatz", fr: "marche" },
    description: { de: "Fassungen und Geräte aus zweiter Hand bei Optik Seeblick.", fr: "Montures et appareils de seconde main chez Optik Seeblick." },
    groups: [block("marketplace", [text("title", { de: "Aus zweiter Hand", fr: "De seconde main" })])],
  });
  await ctx.add({
    name: { de: "Termin buchen", fr: "Réserver" },
    slugs: { de: "termin", fr: "reserver" },
    description: { de: "Online einen Termin bei Optik Seeblick buchen.", fr: "Réserver un rendez-vous en ligne chez Optik Seeblick." },
    groups: [
      block(
        "bookingContainer",
        [
          text("title", { de: "Termin online buchen", fr: "Réserver un rendez-vous en ligne" }),
          rich("description", {
            de: ["Wählen Sie Dienstleistung, Person und Zeit: Die Buchung dauert eine Minute."],
            fr: ["Choisissez la prestation, la personne et l'heure : la réservation prend une minute."],
          }),
          text("button", { de: "Termin buchen", fr: "Prendre rendez-vous" }),
        ],
        { bookingLink: { type: "bookingLink", value: { type: "iframe", url: DEMO_BOOKING_URL } } },
      ),
    ],
  });
}
