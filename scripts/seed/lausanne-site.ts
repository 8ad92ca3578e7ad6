import type { NewField, NewGroup, NewSystemPage } from "../../common/content-api";
import type { Locale } from "../../common/locales";
import { paragraphs } from "../../common/rich-text";
import { createPage, type database } from "../../worker/content/pages";
import { publishPage } from "../../worker/content/publish";
import { createBusiness, saveNavigation, saveSettings } from "../../worker/content/site";
import { block, pageLink } from "./helpers";

type Db = ReturnType<typeof database>;
/** Texts of the second demo site, in its four languages (French first: its default). */
type Four = Record<"fr" | "de" | "it" | "en", string>;

const text = (name: string, value: Four): NewField => ({
  name,
  contentType: "localizedSingleValue",
  content: Object.fromEntries(Object.entries(value).map(([l, t]) => [l, { text: t }])),
});
const rich = (name: string, value: Record<keyof Four, string[]>): NewField => ({
  name,
  contentType: "localizedRichText",
  content: Object.fromEntries(Object.entries(value).map(([l, lines]) => [l, { json: paragraphs(...lines) }])),
});
const textBlock = (title: Four, body: Record<keyof Four, string[]>): NewGroup => block("richTextBlock", [text("title", title), rich("textBlock", body)]);

/** Not in the optician or golf program (unlike the first demo site): its block picker offers no optician-only or game blocks (docs/decisions/030, 069). */
export const LAUSANNE_SITE = {
  id: "lausanne",
  name: "Optique du Lac",
  primaryHost: "lausanne.localhost",
  aliasHosts: [],
  locales: ["fr", "de", "it", "en"] as Locale[],
  programs: [] as string[],
  isDefault: false,
};

/**
 * The second demo site: a fictional optician in Lausanne in French, German, Italian and English, with content of
 * its own (pages, business, settings, navigation) so that the isolation between sites is visible side by side.
 */
export async function seedLausanneSite(db: Db, kv: KVNamespace): Promise<void> {
  const locales = LAUSANNE_SITE.locales;
  const add = async (page: NewSystemPage) => {
    const id = await createPage(db, page, locales);
    await publishPage(db, kv, id, null);
    return id;
  };
  const contact = await add({
    role: "contact",
    name: { fr: "Contact", de: "Kontakt", it: "Contatto", en: "Contact" },
    groups: [
      block("contactForm", [text("title", { fr: "Demande de rendez-vous", de: "Terminanfrage", it: "Richiesta di appuntamento", en: "Appointment request" })]),
    ],
  });
  const about = await add({
    name: { fr: "L'atelier", de: "Das Atelier", it: "L'atelier", en: "The workshop" },
    slugs: { fr: "atelier", de: "atelier", it: "laboratorio", en: "workshop" },
    groups: [
      textBlock(
        { fr: "Au bord du lac depuis 2004", de: "Am See seit 2004", it: "In riva al lago dal 2004", en: "By the lake since 2004" },
        {
          fr: ["Nous ajustons chaque monture dans notre atelier d'Ouchy."],
          de: ["Wir passen jede Fassung in unserem Atelier in Ouchy an."],
          it: ["Adattiamo ogni montatura nel nostro laboratorio di Ouchy."],
          en: ["We fit every frame in our workshop in Ouchy."],
        },
      ),
    ],
  });
  await add({
    role: "home",
    name: { fr: "Accueil", de: "Startseite", it: "Pagina iniziale", en: "Home" },
    description: {
      fr: "Optique du Lac à Lausanne : lunettes et lentilles au bord du Léman.",
      de: "Optique du Lac in Lausanne: Brillen und Kontaktlinsen am Genfersee.",
      it: "Optique du Lac a Losanna: occhiali e lenti sul Lemano.",
      en: "Optique du Lac in Lausanne: glasses and contact lenses by Lake Geneva.",
    },
    groups: [
      block(
        "hero",
        [
          text("kicker", { fr: "Optique du Lac · Lausanne", de: "Optique du Lac · Lausanne", it: "Optique du Lac · Losanna", en: "Optique du Lac · Lausanne" }),
          text("title", { fr: "Voir le lac, net.", de: "Den See scharf sehen.", it: "Vedere il lago, nitido.", en: "See the lake, sharp." }),
          text("button", { fr: "Prendre rendez-vous", de: "Termin vereinbaren", it: "Prendere appuntamento", en: "Book an appointment" }),
        ],
        { link: pageLink(contact) },
      ),
      textBlock(
        { fr: "Bienvenue à Ouchy", de: "Willkommen in Ouchy", it: "Benvenuti a Ouchy", en: "Welcome to Ouchy" },
        {
          fr: ["Examens de la vue, lunettes de soleil et lentilles, à deux pas du débarcadère."],
          de: ["Sehtests, Sonnenbrillen und Kontaktlinsen, zwei Schritte vom Schiffsteg."],
          it: ["Esami della vista, occhiali da sole e lenti, a due passi dall'imbarcadero."],
          en: ["Eye tests, sunglasses and contact lenses, two steps from the landing stage."],
        },
      ),
    ],
  });
  await add({
    role: "imprint",
    name: { fr: "Mentions légales", de: "Impressum", it: "Note legali", en: "Legal notice" },
    groups: [
      textBlock(
        { fr: "Mentions légales", de: "Impressum", it: "Note legali", en: "Legal notice" },
        {
          fr: ["Optique du Lac Sàrl (exemple fictif), Quai d'Ouchy 1, 1006 Lausanne."],
          de: ["Optique du Lac GmbH (fiktives Beispiel), Quai d'Ouchy 1, 1006 Lausanne."],
          it: ["Optique du Lac Sagl (esempio fittizio), Quai d'Ouchy 1, 1006 Losanna."],
          en: ["Optique du Lac LLC (fictional example), Quai d'Ouchy 1, 1006 Lausanne."],
        },
      ),
    ],
  });
  await add({ role: "search", name: { fr: "Recherche", de: "Suche", it: "Ricerca", en: "Search" }, groups: [] });
  await add({ role: "login", name: { fr: "Connexion", de: "Anmelden", it: "Accesso", en: "Sign in" }, groups: [] });
  await createBusiness(db, kv, {
    name: "Optique du Lac",
    isSiteOwner: true,
    contactEmail: "atelier@optique-du-lac.example",
    programs: { gesundheitsoptik: true },
    branches: [
      {
        name: "Optique du Lac Ouchy",
        street: "Quai d'Ouchy",
        streetNumber: "1",
        zip: "1006",
        city: "Lausanne",
        phone: "+41 21 000 00 00",
        email: "ouchy@optique-du-lac.example",
        latitude: "46.5065",
        longitude: "6.6268",
        openingHours: { periods: [1, 2, 3, 4, 5].map((day) => ({ open: { day, time: "09:30" }, close: { day, time: "18:30" } })), special: [] },
      },
    ],
  });
  await saveSettings(db, kv, { appearance: { header: "opaque" }, contact: { email: "atelier@optique-du-lac.example", companyName: "Optique du Lac" } });
  await saveNavigation(db, kv, {
    containers: [
      {
        id: "main",
        label: { fr: "Menu principal", de: "Hauptmenü", it: "Menu principale", en: "Main menu" },
        children: [
          { id: "nav-about", type: "page", page: about, appearance: "default" },
          { id: "nav-contact", type: "page", page: contact, appearance: "button" },
        ],
      },
    ],
  });
}
