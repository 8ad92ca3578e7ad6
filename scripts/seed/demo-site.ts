import type { NewSystemPage } from "../../common/content-api";
import type { Locale } from "../../common/locales";
import { createPage, type database } from "../../worker/content/pages";
import { publishPage } from "../../worker/content/publish";
import { createBusiness, createCollection, saveNavigation, saveSettings } from "../../worker/content/site";
import { block, mediaField, pageLink, rich, text, textBlock } from "./helpers";
import { addDemoImage } from "./images";
import { seedDirectory } from "./directory";
import { DEMO_BOOKING_SETTINGS, seedLists } from "./lists";
import { seedMedia } from "./media";
import { HOLES, SERVICES, TEAM } from "./demo-texts";
import { seedSliders } from "./sliders";
import { seedMap } from "./map";
import { DEMO_SOCIAL_ACCOUNTS, seedOutsideSources } from "./outside";

type Db = ReturnType<typeof database>;

/** What each part of the demo seed needs: the stores, the offered locales and a create-and-publish helper. */
export type SeedContext = { db: Db; kv: KVNamespace; bucket: R2Bucket; locales: readonly Locale[]; add: (page: NewSystemPage) => Promise<string> };

/**
 * The demo site: a fictional optician in Winterthur ("Optik Seeblick"), in German and French, loaded
 * through the same validated content functions the editor API uses, then published.
 */
export async function seedDemoSite(db: Db, kv: KVNamespace, bucket: R2Bucket, locales: readonly Locale[]): Promise<void> {
  /** Pages created so far, by their German slug (the navigation links some of them at the end). */
  const bySlug = new Map<string, string>();
  const add = async (page: NewSystemPage) => {
    const id = await createPage(db, page, locales);
    await publishPage(db, kv, id, null);
    if (page.slugs?.de) bySlug.set(page.slugs.de, id);
    return id;
  };
  const ctx: SeedContext = { db, kv, bucket, locales, add };

  await createCollection(db, { name: "team", kind: "team", collectionType: "page" });
  await createCollection(db, { name: "services", kind: "service", collectionType: "page" });
  await createCollection(db, { name: "golf", kind: "pages", collectionType: "page" });

  for (const member of TEAM) {
    await add({
      name: { de: member.name, fr: member.name },
      slugs: member.slugs,
      collection: "team",
      groups: [block("richTextBlock", [text("function", member.function), rich("textBlock", member.bio)])],
    });
  }
  for (const service of SERVICES) {
    await add({
      name: service.name,
      description: service.summary,
      slugs: service.slugs,
      collection: "services",
      groups: [
        block("hero", [text("kicker", { de: "Dienstleistung", fr: "Prestation" }), text("title", service.name)]),
        block("richTextBlock", [rich("textBlock", service.body)]),
      ],
    });
  }

  const contact = await add({
    role: "contact",
    name: { de: "Kontakt", fr: "Contact" },
    description: {
      de: "Termin vereinbaren oder Frage stellen bei Optik Seeblick in Winterthur.",
      fr: "Prendre rendez-vous ou poser une question chez Optik Seeblick à Winterthour.",
    },
    groups: [
      textBlock(
        { de: "Kontakt und Termine", fr: "Contact et rendez-vous" },
        {
          de: ["Wir sind für Sie da: im Geschäft, am Telefon und hier über das Formular."],
          fr: ["Nous sommes là pour vous : en magasin, au téléphone et ici via le formulaire."],
        },
      ),
      block("contactForm", [text("title", { de: "Terminanfrage", fr: "Demande de rendez-vous" })]),
    ],
  });
  const about = await add({
    name: { de: "Über uns", fr: "À propos" },
    slugs: { de: "ueber-uns", fr: "a-propos" },
    description: { de: "Das Team von Optik Seeblick.", fr: "L'équipe d'Optik Seeblick." },
    groups: [
      block("richTextBlock", [
        rich("textBlock", {
          de: ["Seit 1998 kümmern wir uns in Winterthur um gutes Sehen. Unser Team verbindet Handwerk mit moderner Messtechnik."],
          fr: ["Depuis 1998, nous prenons soin de votre vue à Winterthour. Notre équipe allie artisanat et techniques de mesure modernes."],
        }),
      ]),
      block("teamContainer", [text("title", { de: "Unser Team", fr: "Notre équipe" })], { collection: { type: "text", value: "team" } }),
    ],
  });
  const services = await add({
    name: { de: "Dienstleistungen", fr: "Prestations" },
    slugs: { de: "dienstleistungen", fr: "prestations" },
    description: { de: "Sehtest, Brillen, Kontaktlinsen und Myopie-Management.", fr: "Examen de la vue, lunettes, lentilles et gestion de la myopie." },
    groups: [block("servicesContainer", [], { collection: { type: "text", value: "services" } })],
  });
  const heroImage = await addDemoImage(ctx, {
    name: "seeblick-schaufenster",
    alt: { de: "Brillengläser im Schaufenster von Optik Seeblick", fr: "Verres de lunettes dans la vitrine d'Optik Seeblick" },
    width: 1280,
    height: 720,
    hues: [200, 190],
    motif: "lenses",
  });
  const start = await add({
    gameSlug: "~start",
    name: { de: "Urban Golf", fr: "Urban Golf" },
    description: {
      de: "Rock'n'hole! Die digitale Spielkarte für Urban Golf in Winterthur.",
      fr: "Rock'n'hole! La carte de score numérique pour l'urban golf à Winterthour.",
    },
    groups: [block("gameSetup", [], { step: { type: "gameOptions", value: "start" } })],
  });
  await add({
    gameSlug: "~edit",
    name: { de: "Spieler hinzufügen", fr: "Ajouter des joueurs" },
    description: {
      de: "Rock'n'hole!: Spielerinnen und Spieler für die Urban-Golf-Runde eintragen.",
      fr: "Rock'n'hole! : inscrire les joueuses et joueurs de la partie d'urban golf.",
    },
    groups: [block("gameSetup", [text("title", { de: "Spieler", fr: "Joueurs" })], { step: { type: "gameOptions", value: "addPlayers" } })],
  });
  await add({
    gameSlug: "~share",
    name: { de: "Spiel teilen", fr: "Partager la partie" },
    description: {
      de: "Rock'n'hole!: den Link zur Spielkarte mit der Gruppe teilen.",
      fr: "Rock'n'hole! : partager le lien de la carte de score avec le groupe.",
    },
    groups: [block("gameSetup", [text("title", { de: "Spiel teilen", fr: "Partager la partie" })], { step: { type: "gameOptions", value: "share" } })],
  });
  await add({
    gameSlug: "~play",
    name: { de: "Rangliste", fr: "Classement" },
    description: {
      de: "Rock'n'hole!: Schläge pro Loch und die Rangliste der Gruppe, live auf allen Handys.",
      fr: "Rock'n'hole! : coups par trou et classement du groupe, en direct sur tous les téléphones.",
    },
    groups: [block("scoreTracker", [], { view: { type: "scoreOptions", value: "table" } })],
  });
  await add({
    gameSlug: "~coupon",
    name: { de: "Gutschein", fr: "Bon" },
    description: { de: "Rock'n'hole!: der Gutschein für die beste Runde.", fr: "Rock'n'hole! : le bon pour la meilleure partie." },
    groups: [block("gameSetup", [text("title", { de: "Gratulation!", fr: "Félicitations !" })], { step: { type: "gameOptions", value: "coupon" } })],
  });
  await add({
    name: { de: "Sponsoring Aspect 2027", fr: "Sponsoring Aspect 2027" },
    slugs: { de: "sponsoring", fr: "sponsoring" },
    description: {
      de: "Buchen Sie Ihr Sponsoring-Paket für die Fachtagung Aspect 2027.",
      fr: "Réservez votre forfait de sponsoring pour le congrès Aspect 2027.",
    },
    groups: [
      block("richTextBlock", [
        rich("textBlock", {
          de: ["Die Fachtagung Aspect bringt Augenoptik und Optometrie zusammen. Wählen Sie Ihr Paket; das Total wird laufend berechnet."],
          fr: ["Le congrès Aspect réunit optique et optométrie. Choisissez votre forfait ; le total est calculé au fur et à mesure."],
        }),
      ]),
      block("aspectSponsorForm", [text("title", { de: "Pakete buchen", fr: "Réserver des forfaits" })], {
        standprasenz9mBooked: { type: "checkbox", value: true },
      }),
    ],
  });
  for (const hole of HOLES) {
    await add({
      name: hole.name,
      slugs: hole.slugs,
      collection: "golf",
      groups: [
        block("richTextBlock", [rich("textBlock", hole.text)]),
        block("mapContainer", [], { points: { type: "poi", value: [{ latitude: hole.lat, longitude: hole.lng, icon: hole.icon }] } }),
        block("scoreTracker", [], { view: { type: "scoreOptions", value: "card" }, par: { type: "number", value: hole.par } }),
      ],
    });
  }

  await add({
    role: "home",
    name: { de: "Startseite", fr: "Accueil" },
    description: {
      de: "Optik Seeblick in Winterthur: Sehtest, Brillen und Kontaktlinsen mit Zeit für Sie.",
      fr: "Optik Seeblick à Winterthour : examen de la vue, lunettes et lentilles, avec du temps pour vous.",
    },
    groups: [
      block(
        "hero",
        [
          text("kicker", { de: "Optik Seeblick · Winterthur", fr: "Optik Seeblick · Winterthour" }),
          text("title", { de: "Gut sehen, gut aussehen.", fr: "Bien voir, belle allure." }),
          rich("description", {
            de: ["Augenoptik mit Zeit für Sie: präzise Sehtests, Brillen aus kleinen Manufakturen und Kontaktlinsen, die passen."],
            fr: ["L'optique avec du temps pour vous : examens précis, lunettes de petites manufactures et lentilles qui vous vont."],
          }),
          text("button", { de: "Termin vereinbaren", fr: "Prendre rendez-vous" }),
          mediaField("images", heroImage),
        ],
        { link: pageLink(contact) },
      ),
      textBlock(
        { de: "Willkommen", fr: "Bienvenue" },
        {
          de: [
            "Ob erste Brille, neue Kontaktlinsen oder Myopie-Management für Kinder: Wir nehmen uns Zeit und erklären, was wir messen.",
            "Parkplätze finden Sie direkt vor dem Geschäft.",
          ],
          fr: [
            "Premières lunettes, nouvelles lentilles ou gestion de la myopie chez l'enfant : nous prenons le temps d'expliquer ce que nous mesurons.",
            "Des places de parc se trouvent devant le magasin.",
          ],
        },
      ),
      block("servicesContainer", [text("title", { de: "Was wir für Sie tun", fr: "Ce que nous faisons pour vous" })], {
        collection: { type: "text", value: "services" },
      }),
      block("teamContainer", [text("title", { de: "Das Team", fr: "L'équipe" })], { collection: { type: "text", value: "team" } }),
      block(
        "cta",
        [
          text("title", { de: "Urban Golf in Winterthur", fr: "Urban golf à Winterthour" }),
          rich("description", {
            de: ["Neun Löcher quer durch die Altstadt: Spielkarte auf dem Handy, Getränk zum Schluss."],
            fr: ["Neuf trous à travers la vieille ville : carte de score sur le téléphone, boisson à l'arrivée."],
          }),
          text("button", { de: "Jetzt spielen", fr: "Jouer maintenant" }),
        ],
        { link: pageLink(start) },
      ),
    ],
  });
  for (const [role, name, body] of LEGAL) await add({ role, name, groups: [block("richTextBlock", [rich("textBlock", body)])] });
  await add({ role: "search", name: { de: "Suche", fr: "Recherche" }, groups: [] });
  await add({ role: "login", name: { de: "Anmelden", fr: "Connexion" }, groups: [] });

  await createBusiness(db, kv, {
    name: "Optik Seeblick",
    isSiteOwner: true,
    contactEmail: "praxis@optik-seeblick.example",
    programs: { gesundheitsoptik: true },
    branches: [
      {
        name: "Optik Seeblick Altstadt",
        street: "Marktgasse",
        streetNumber: "99",
        zip: "8400",
        city: "Winterthur",
        phone: "+41 52 000 00 00",
        email: "altstadt@optik-seeblick.example",
        latitude: "47.4997",
        longitude: "8.7293",
        openingHours: WEEK_HOURS,
      },
    ],
  });
  await seedDirectory(ctx);
  await seedLists(ctx);
  await seedMedia(ctx);
  await seedSliders(ctx);
  await seedMap(ctx);
  await seedOutsideSources(db);
  await saveSettings(db, kv, {
    appearance: { header: "opaque" },
    bookingButton: DEMO_BOOKING_SETTINGS,
    socialAccounts: DEMO_SOCIAL_ACCOUNTS,
    contact: { email: "praxis@optik-seeblick.example", companyName: "Optik Seeblick" },
  });

  await saveNavigation(db, kv, {
    containers: [
      {
        id: "main",
        label: { de: "Hauptmenü", fr: "Menu principal" },
        children: [
          { id: "nav-services", type: "page", page: services, appearance: "default" },
          { id: "nav-about", type: "page", page: about, appearance: "default" },
          { id: "nav-golf", type: "page", page: start, appearance: "default" },
          { id: "nav-contact", type: "page", page: contact, appearance: "button" },
        ],
      },
      {
        id: "discover",
        label: { de: "Entdecken", fr: "Découvrir" },
        children: DISCOVER.flatMap((slug) => {
          const page = bySlug.get(slug);
          return page ? [{ id: `nav-${slug}`, type: "page" as const, page, appearance: "default" as const }] : [];
        }),
      },
    ],
  });
}

/** Showcase pages linked in the footer's second navigation container. */
const DISCOVER = ["optikerverzeichnis", "platzkarte", "einblicke", "galerie", "video", "stellen", "marktplatz", "termin", "sponsoring"];

const WEEK_HOURS = {
  periods: [
    ...[2, 3, 4, 5].flatMap((day) => [
      { open: { day, time: "09:00" }, close: { day, time: "12:00" } },
      { open: { day, time: "13:30" }, close: { day, time: "18:30" } },
    ]),
    { open: { day: 6, time: "09:00" }, close: { day: 6, time: "16:00" } },
  ],
  special: [
    { date: "2026-12-24", open: "09:00", close: "14:00" },
    { date: "2026-12-26", open: "00:30", close: "00:30" },
  ],
};

const LEGAL: ["imprint" | "privacy" | "terms", { de: string; fr: string }, { de: string[]; fr: string[] }][] = [
  [
    "imprint",
    { de: "Impressum", fr: "Mentions légales" },
    {
      de: ["Optik Seeblick GmbH (fiktives Beispiel), Marktgasse 99, 8400 Winterthur.", "Dies ist eine Demo-Website ohne echtes Unternehmen."],
      fr: ["Optik Seeblick Sàrl (exemple fictif), Marktgasse 99, 8400 Winterthour.", "Ceci est un site de démonstration sans entreprise réelle."],
    },
  ],
  [
    "privacy",
    { de: "Datenschutz", fr: "Protection des données" },
    {
      de: ["Wir speichern Formularangaben nur, um Ihre Anfrage zu beantworten.", "Diese Demo setzt keine Tracking-Cookies."],
      fr: ["Nous n'enregistrons les données des formulaires que pour répondre à votre demande.", "Cette démo n'utilise aucun cookie de suivi."],
    },
  ],
  [
    "terms",
    { de: "AGB", fr: "CG" },
    {
      de: ["Für Bestellungen gelten die Allgemeinen Geschäftsbedingungen dieses fiktiven Geschäfts."],
      fr: ["Les conditions générales de ce commerce fictif s'appliquent aux commandes."],
    },
  ],
];
