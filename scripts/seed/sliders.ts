import type { NewField } from "../../common/content-api";
import type { SeedContext } from "./demo-site";
import { block, mediaField, rich, text } from "./helpers";
import { addDemoImage, type DemoImageSpec } from "./images";

type Both = { de: string; fr: string };

/** A field at an item position (cards, slides, reviews, posts). */
const at = (field: NewField, position: number): NewField => ({ ...field, position });
const same = (value: string): Both => ({ de: value, fr: value });

/** Four more team members (seven in all), so the split team card on "Einblicke" has two pages of five. */
const MORE_TEAM = [
  {
    name: "Nora Widmer",
    slug: "nora-widmer",
    function: { de: "Kontaktlinsen-Spezialistin", fr: "Spécialiste des lentilles" },
    bio: { de: ["Nora passt formstabile und weiche Linsen an."], fr: ["Nora adapte des lentilles rigides et souples."] },
  },
  {
    name: "Luca Frei",
    slug: "luca-frei",
    function: { de: "Werkstatt und Reparaturen", fr: "Atelier et réparations" },
    bio: { de: ["Luca schleift Gläser und richtet jede Fassung."], fr: ["Luca taille les verres et ajuste chaque monture."] },
  },
  {
    name: "Elena Marti",
    slug: "elena-marti",
    function: { de: "Kundenberatung", fr: "Conseil à la clientèle" },
    bio: { de: ["Elena kennt jede Fassung im Laden."], fr: ["Elena connaît chaque monture du magasin."] },
  },
  {
    name: "Jonas Graf",
    slug: "jonas-graf",
    function: { de: "Optometrist in Ausbildung", fr: "Optométriste en formation" },
    bio: { de: ["Jonas studiert Optometrie und misst mit Sorgfalt."], fr: ["Jonas étudie l'optométrie et mesure avec soin."] },
  },
];

const CAROUSEL: { spec: Omit<DemoImageSpec, "width" | "height">; caption: Both }[] = [
  {
    spec: { name: "einblicke-laden", alt: { de: "Verkaufsraum mit Fassungswand", fr: "Salle de vente avec mur de montures" }, hues: [200, 30], motif: "frame" },
    caption: { de: "Unser Laden an der Marktgasse", fr: "Notre magasin dans la Marktgasse" },
  },
  {
    spec: {
      name: "einblicke-messraum",
      alt: { de: "Messraum mit Refraktionsgerät", fr: "Salle de mesure avec réfracteur" },
      hues: [180, 210],
      motif: "lenses",
    },
    caption: { de: "Der Messraum für den Sehtest", fr: "La salle de mesure pour l'examen de la vue" },
  },
  {
    spec: {
      name: "einblicke-werkstatt",
      alt: { de: "Werkstatt mit Schleifautomat", fr: "Atelier avec meuleuse automatique" },
      hues: [30, 200],
      motif: "frame",
    },
    caption: { de: "In der Werkstatt werden Gläser eingeschliffen", fr: "À l'atelier, les verres sont taillés" },
  },
  {
    spec: {
      name: "einblicke-aussicht",
      alt: { de: "Hügel über Winterthur im Abendlicht", fr: "Collines au-dessus de Winterthour au coucher du soleil" },
      hues: [25, 140],
      motif: "hills",
    },
    caption: { de: "Gut sehen auf dem Weg zum Bruderhaus", fr: "Bien voir en montant au Bruderhaus" },
  },
  {
    spec: {
      name: "einblicke-sonnenbrillen",
      alt: { de: "Sonnenbrillen im Schaufenster", fr: "Lunettes de soleil en vitrine" },
      hues: [45, 10],
      motif: "lenses",
    },
    caption: { de: "Sonnenbrillen mit Korrektur", fr: "Lunettes de soleil correctrices" },
  },
];

const SLIDES: { title: Both; text: Both }[] = [
  {
    title: { de: "Zeit für Ihre Augen", fr: "Du temps pour vos yeux" },
    text: { de: "Ein Sehtest bei uns dauert rund 30 Minuten – ohne Eile.", fr: "Un examen chez nous dure environ 30 minutes – sans hâte." },
  },
  {
    title: { de: "Fassungen mit Herkunft", fr: "Des montures d'origine connue" },
    text: {
      de: "Wir führen Fassungen aus kleinen Manufakturen in der Schweiz und in Europa.",
      fr: "Nous proposons des montures de petites manufactures suisses et européennes.",
    },
  },
  {
    title: { de: "Gläser aus der Region", fr: "Des verres de la région" },
    text: {
      de: "Unsere Gläser werden in der Ostschweiz gefertigt und bei uns eingeschliffen.",
      fr: "Nos verres sont fabriqués en Suisse orientale et taillés chez nous.",
    },
  },
  {
    title: { de: "Service nach dem Kauf", fr: "Service après l'achat" },
    text: {
      de: "Richten, reinigen, Schrauben ersetzen: kostenlos, solange Sie die Brille tragen.",
      fr: "Ajuster, nettoyer, remplacer les vis : gratuit tant que vous portez vos lunettes.",
    },
  },
  {
    title: { de: "Für Kinder", fr: "Pour les enfants" },
    text: {
      de: "Myopie-Management bremst die Kurzsichtigkeit – wir begleiten Familien über Jahre.",
      fr: "La gestion de la myopie la freine – nous accompagnons les familles pendant des années.",
    },
  },
];

const STEPS: { title: Both; text: Both }[] = [
  {
    title: { de: "Termin vereinbaren", fr: "Prendre rendez-vous" },
    text: {
      de: "Online, per Telefon oder direkt im Laden – wir reservieren Ihnen eine halbe Stunde.",
      fr: "En ligne, par téléphone ou au magasin – nous vous réservons une demi-heure.",
    },
  },
  {
    title: { de: "Sehtest", fr: "Examen de la vue" },
    text: {
      de: "Objektive und subjektive Refraktion, Augendruck auf Wunsch, jedes Ergebnis erklärt.",
      fr: "Réfraction objective et subjective, pression oculaire sur demande, chaque résultat expliqué.",
    },
  },
  {
    title: { de: "Fassung wählen", fr: "Choisir la monture" },
    text: {
      de: "Wir beraten Sie zu Form, Farbe und Gewicht – und nehmen die Masse für die Gläser.",
      fr: "Nous vous conseillons sur la forme, la couleur et le poids – et prenons les mesures des verres.",
    },
  },
  {
    title: { de: "Abholen und anpassen", fr: "Retrait et ajustement" },
    text: {
      de: "Nach rund einer Woche passen wir die fertige Brille an Ihr Gesicht an.",
      fr: "Après une semaine environ, nous ajustons les lunettes terminées à votre visage.",
    },
  },
];

/**
 * The sliders demo (decision 008): a page "Einblicke" / "Aperçus" with an image carousel, the review slider, the
 * Instagram feed grid, a content slider with progress bar, the scroll-locking step slider and the split team card, plus
 * four more team members (the about and home pages list them as well).
 */
export async function seedSliders(ctx: SeedContext): Promise<void> {
  for (const member of MORE_TEAM) {
    await ctx.add({
      name: same(member.name),
      slugs: same(member.slug),
      collection: "team",
      groups: [block("richTextBlock", [text("function", member.function), rich("textBlock", member.bio)])],
    });
  }

  // Small pictures on purpose: drawing them is most of this seed's time, and the seed also runs in the Workers tests.
  const carousel: NewField[] = [text("title", { de: "Ein Blick in den Laden", fr: "Un coup d'œil au magasin" })];
  const pictures: string[] = [];
  for (const [position, picture] of CAROUSEL.entries()) {
    const id = await addDemoImage(ctx, { ...picture.spec, width: 480, height: 270 });
    pictures.push(id);
    carousel.push(mediaField("images", id, position), at(text("caption", picture.caption), position));
  }
  const slides: NewField[] = [text("title", { de: "Was uns ausmacht", fr: "Ce qui nous distingue" })];
  for (const [position, slide] of SLIDES.entries())
    slides.push(at(text("cardTitle", slide.title), position), at(rich("cardText", { de: [slide.text.de], fr: [slide.text.fr] }), position));
  const steps: NewField[] = [text("title", { de: "In vier Schritten zur neuen Brille", fr: "Vos nouvelles lunettes en quatre étapes" })];
  for (const [position, step] of STEPS.entries())
    steps.push(at(text("cardTitle", step.title), position), at(rich("cardText", { de: [step.text.de], fr: [step.text.fr] }), position));
  // Reviews and Instagram posts come through the adapters: locally from the stand-ins (worker/outside/standins),
  // set up in seedOutsideSources (the branch's place id, the feed setting).
  const posts: NewField[] = [text("title", { de: "Neues auf Instagram", fr: "Nouveautés sur Instagram" })];

  await ctx.add({
    name: { de: "Einblicke", fr: "Aperçus" },
    slugs: { de: "einblicke", fr: "apercus" },
    description: { de: "Bilder, Bewertungen und Neuigkeiten von Optik Seeblick.", fr: "Images, avis et nouvelles d'Optik Seeblick." },
    groups: [
      block("imageBoard", carousel, { gridLayout: { type: "gridLayout", value: "carousel" }, imageFormat: { type: "imageFormat", value: "square" } }),
      block("reviewSlider", [text("title", { de: "Das sagen unsere Kundinnen und Kunden", fr: "Ce que disent nos clientes et clients" })], {
        minimumRating: { type: "number", value: 4 },
        numberOfItems: { type: "number", value: 9 },
      }),
      block("contentSliderBoard", slides, { color: { type: "colorSwatches", value: "primary" } }),
      block("stepFeedBoard", steps, { layout: { type: "text", value: "slider" }, color: { type: "colorSwatches", value: "background" } }),
      block("teamContainer", [text("title", { de: "Das Team", fr: "L'équipe" })], {
        collection: { type: "text", value: "team" },
        gridLayout: { type: "gridLayout", value: "split" },
      }),
      block("instagramFeed", posts, { numberOfItems: { type: "number", value: 6 }, account: { type: "text", value: "optik_seeblick" } }),
    ],
  });
}
