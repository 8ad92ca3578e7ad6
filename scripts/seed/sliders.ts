import type { NewField } from "../../common/content-api";
import { type BranchReview, reviewFieldValues } from "../../common/blocks/review-slider/reviews";
import type { SeedContext } from "./demo-site";
import { block, mediaField, rich, text } from "./helpers";
import { addDemoImage, type DemoImageSpec } from "./images";

type Both = { de: string; fr: string };

/** A field at an item position (cards, slides, reviews, posts). */
const at = (field: NewField, position: number): NewField => ({ ...field, position });
const same = (value: string): Both => ({ de: value, fr: value });

/** Four more team members (seven in all), so the split team card on "Einblicke" has two pages of five. */
const MORE_TEAM = [
  { name: "Nora Widmer", slug: "nora-widmer", function: { de: "Kontaktlinsen-Spezialistin", fr: "Spécialiste des lentilles" }, bio: { de: ["Nora passt formstabile und weiche Linsen an."], fr: ["Nora adapte des lentilles rigides et souples."] } },
  { name: "Luca Frei", slug: "luca-frei", function: { de: "Werkstatt und Reparaturen", fr: "Atelier et réparations" }, bio: { de: ["Luca schleift Gläser und richtet jede Fassung."], fr: ["Luca taille les verres et ajuste chaque monture."] } },
  { name: "Elena Marti", slug: "elena-marti", function: { de: "Kundenberatung", fr: "Conseil à la clientèle" }, bio: { de: ["Elena kennt jede Fassung im Laden."], fr: ["Elena connaît chaque monture du magasin."] } },
  { name: "Jonas Graf", slug: "jonas-graf", function: { de: "Optometrist in Ausbildung", fr: "Optométriste en formation" }, bio: { de: ["Jonas studiert Optometrie und misst mit Sorgfalt."], fr: ["Jonas étudie l'optométrie et mesure avec soin."] } },
];

/** Provider-shaped branch reviews (all fictional), stored through the same mapping an import would use. */
const REVIEWS: { de: BranchReview; fr: BranchReview }[] = [
  review(5, { de: "Sehr kompetente Beratung, der Sehtest war gründlich und gut erklärt.", fr: "Conseils très compétents, l'examen de la vue était minutieux et bien expliqué." }, "Sandra K.", { de: "vor 2 Wochen", fr: "il y a 2 semaines" }),
  review(4.5, { de: "Meine neue Brille sitzt perfekt. Danke für die Geduld bei der Fassungswahl!", fr: "Mes nouvelles lunettes sont parfaites. Merci pour votre patience lors du choix !" }, "Thomas B.", { de: "vor einem Monat", fr: "il y a un mois" }),
  review(5, { de: "Kontaktlinsen nach vielen Jahren wieder vertragen – endlich.", fr: "Je supporte à nouveau des lentilles après des années – enfin." }, "Aylin D.", { de: "vor einem Monat", fr: "il y a un mois" }),
  review(4, { de: "Freundliches Team, kurze Wartezeit, faire Preise.", fr: "Équipe aimable, peu d'attente, prix corrects." }, "Peter M.", { de: "vor 2 Monaten", fr: "il y a 2 mois" }),
  review(5, { de: "Myopie-Management für unsere Tochter: sehr gut erklärt und begleitet.", fr: "Gestion de la myopie pour notre fille : très bien expliquée et suivie." }, "Familie R.", { de: "vor 3 Monaten", fr: "il y a 3 mois" }),
  review(4.5, { de: "Die Reparatur meiner Lieblingsbrille war in einer Stunde erledigt.", fr: "La réparation de mes lunettes préférées a été faite en une heure." }, "Marc L.", { de: "vor 4 Monaten", fr: "il y a 4 mois" }),
  review(5, { de: "Top Sonnenbrille mit Korrektur, super Beratung auf Französisch.", fr: "Superbes lunettes de soleil correctrices, excellents conseils en français." }, "Claire V.", { de: "vor 5 Monaten", fr: "il y a 5 mois" }),
  review(3, { de: "Gute Brille, aber ich musste auf den Termin warten.", fr: "Bonnes lunettes, mais j'ai dû attendre le rendez-vous." }, "Kurt S.", { de: "vor 6 Monaten", fr: "il y a 6 mois" }),
];

function review(rating: number, body: Both, author: string, time: Both): { de: BranchReview; fr: BranchReview } {
  const make = (locale: "de" | "fr"): BranchReview => ({
    branchId: "altstadt",
    branchName: "Optik Seeblick Altstadt",
    city: locale === "de" ? "Winterthur" : "Winterthour",
    review: { rating, text: body[locale], author_name: author, relative_time_description: time[locale] },
  });
  return { de: make("de"), fr: make("fr") };
}

/** One review as block fields at `position`, de and fr from the provider-shaped reviews. */
function reviewFields(entry: { de: BranchReview; fr: BranchReview }, position: number): NewField[] {
  const de = reviewFieldValues(entry.de);
  const fr = reviewFieldValues(entry.fr);
  return (["quote", "name", "rating", "time", "branch", "city"] as const).map((name) => at(text(name, { de: de[name], fr: fr[name] }), position));
}

const CAROUSEL: { spec: Omit<DemoImageSpec, "width" | "height">; caption: Both }[] = [
  { spec: { name: "einblicke-laden", alt: { de: "Verkaufsraum mit Fassungswand", fr: "Salle de vente avec mur de montures" }, hues: [200, 30], motif: "frame" }, caption: { de: "Unser Laden an der Marktgasse", fr: "Notre magasin dans la Marktgasse" } },
  { spec: { name: "einblicke-messraum", alt: { de: "Messraum mit Refraktionsgerät", fr: "Salle de mesure avec réfracteur" }, hues: [180, 210], motif: "lenses" }, caption: { de: "Der Messraum für den Sehtest", fr: "La salle de mesure pour l'examen de la vue" } },
  { spec: { name: "einblicke-werkstatt", alt: { de: "Werkstatt mit Schleifautomat", fr: "Atelier avec meuleuse automatique" }, hues: [30, 200], motif: "frame" }, caption: { de: "In der Werkstatt werden Gläser eingeschliffen", fr: "À l'atelier, les verres sont taillés" } },
  { spec: { name: "einblicke-aussicht", alt: { de: "Hügel über Winterthur im Abendlicht", fr: "Collines au-dessus de Winterthour au coucher du soleil" }, hues: [25, 140], motif: "hills" }, caption: { de: "Gut sehen auf dem Weg zum Bruderhaus", fr: "Bien voir en montant au Bruderhaus" } },
  { spec: { name: "einblicke-sonnenbrillen", alt: { de: "Sonnenbrillen im Schaufenster", fr: "Lunettes de soleil en vitrine" }, hues: [45, 10], motif: "lenses" }, caption: { de: "Sonnenbrillen mit Korrektur", fr: "Lunettes de soleil correctrices" } },
];

const POSTS: { spec: Omit<DemoImageSpec, "width" | "height">; caption: Both; date: string }[] = [
  { spec: { name: "insta-fassungen", alt: same("Neue Fassungen"), hues: [330, 200], motif: "frame" }, caption: { de: "Neue Fassungen aus einer kleinen Manufaktur im Jura sind da.", fr: "Nouvelles montures d'une petite manufacture du Jura." }, date: "2026-11-12" },
  { spec: { name: "insta-team", alt: same("Team"), hues: [200, 40], motif: "portrait" }, caption: { de: "Unser Team am Winterthurer Altstadtfest.", fr: "Notre équipe à la fête de la vieille ville." }, date: "2026-10-28" },
  { spec: { name: "insta-linsen", alt: same("Linsen"), hues: [190, 220], motif: "lenses" }, caption: { de: "Kontaktlinsen-Woche: Probelinsen kostenlos.", fr: "Semaine des lentilles : lentilles d'essai gratuites." }, date: "2026-10-14" },
  { spec: { name: "insta-herbst", alt: same("Herbst"), hues: [25, 120], motif: "hills" }, caption: { de: "Herbstlicht über dem Eschenberg.", fr: "Lumière d'automne sur l'Eschenberg." }, date: "2026-10-02" },
  { spec: { name: "insta-sonne", alt: same("Sonne"), hues: [45, 15], motif: "lenses" }, caption: { de: "Polarisierende Gläser gegen Blendung auf dem See.", fr: "Verres polarisants contre l'éblouissement sur le lac." }, date: "2026-09-18" },
  { spec: { name: "insta-werkstatt", alt: same("Werkstatt"), hues: [210, 30], motif: "frame" }, caption: { de: "Reparatur in einer Stunde, während Sie einkaufen.", fr: "Réparation en une heure, pendant vos courses." }, date: "2026-09-05" },
];

const SLIDES: { title: Both; text: Both }[] = [
  { title: { de: "Zeit für Ihre Augen", fr: "Du temps pour vos yeux" }, text: { de: "Ein Sehtest bei uns dauert rund 30 Minuten – ohne Eile.", fr: "Un examen chez nous dure environ 30 minutes – sans hâte." } },
  { title: { de: "Fassungen mit Herkunft", fr: "Des montures d'origine connue" }, text: { de: "Wir führen Fassungen aus kleinen Manufakturen in der Schweiz und in Europa.", fr: "Nous proposons des montures de petites manufactures suisses et européennes." } },
  { title: { de: "Gläser aus der Region", fr: "Des verres de la région" }, text: { de: "Unsere Gläser werden in der Ostschweiz gefertigt und bei uns eingeschliffen.", fr: "Nos verres sont fabriqués en Suisse orientale et taillés chez nous." } },
  { title: { de: "Service nach dem Kauf", fr: "Service après l'achat" }, text: { de: "Richten, reinigen, Schrauben ersetzen: kostenlos, solange Sie die Brille tragen.", fr: "Ajuster, nettoyer, remplacer les vis : gratuit tant que vous portez vos lunettes." } },
  { title: { de: "Für Kinder", fr: "Pour les enfants" }, text: { de: "Myopie-Management bremst die Kurzsichtigkeit – wir begleiten Familien über Jahre.", fr: "La gestion de la myopie la freine – nous accompagnons les familles pendant des années." } },
];

const STEPS: { title: Both; text: Both }[] = [
  { title: { de: "Termin vereinbaren", fr: "Prendre rendez-vous" }, text: { de: "Online, per Telefon oder direkt im Laden – wir reservieren Ihnen eine halbe Stunde.", fr: "En ligne, par téléphone ou au magasin – nous vous réservons une demi-heure." } },
  { title: { de: "Sehtest", fr: "Examen de la vue" }, text: { de: "Objektive und subjektive Refraktion, Augendruck auf Wunsch, jedes Ergebnis erklärt.", fr: "Réfraction objective et subjective, pression oculaire sur demande, chaque résultat expliqué." } },
  { title: { de: "Fassung wählen", fr: "Choisir la monture" }, text: { de: "Wir beraten Sie zu Form, Farbe und Gewicht – und nehmen die Masse für die Gläser.", fr: "Nous vous conseillons sur la forme, la couleur et le poids – et prenons les mesures des verres." } },
  { title: { de: "Abholen und anpassen", fr: "Retrait et ajustement" }, text: { de: "Nach rund einer Woche passen wir die fertige Brille an Ihr Gesicht an.", fr: "Après une semaine environ, nous ajustons les lunettes terminées à votre visage." } },
];

/**
 * The sliders demo (issue 7): a page "Einblicke" / "Aperçus" with an image carousel, the review slider, the Instagram
 * feed grid, a content slider with progress bar, the scroll-locking step slider and the split team card, plus four
 * more team members (the about and home pages list them as well).
 */
export async function seedSliders(ctx: SeedContext): Promise<void> {
  for (const member of MORE_TEAM) {
    await ctx.add({ name: same(member.name), slugs: same(member.slug), collection: "team", groups: [block("richTextBlock", [text("function", member.function), rich("textBlock", member.bio)])] });
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
  for (const [position, slide] of SLIDES.entries()) slides.push(at(text("cardTitle", slide.title), position), at(rich("cardText", { de: [slide.text.de], fr: [slide.text.fr] }), position));
  const steps: NewField[] = [text("title", { de: "In vier Schritten zur neuen Brille", fr: "Vos nouvelles lunettes en quatre étapes" })];
  for (const [position, step] of STEPS.entries()) steps.push(at(text("cardTitle", step.title), position), at(rich("cardText", { de: [step.text.de], fr: [step.text.fr] }), position));
  const posts: NewField[] = [text("title", { de: "Neues auf Instagram", fr: "Nouveautés sur Instagram" })];
  for (const [position, post] of POSTS.entries()) {
    // Half of the posts show pictures of the carousel (as an account would post them again).
    const id = position % 2 === 1 ? (pictures[position] ?? pictures[0]!) : await addDemoImage(ctx, { ...post.spec, alt: post.caption, width: 240, height: 240 });
    posts.push(mediaField("images", id, position), at(text("caption", post.caption), position), at(text("date", same(post.date)), position));
  }

  await ctx.add({
    name: { de: "Einblicke", fr: "Aperçus" },
    slugs: { de: "einblicke", fr: "apercus" },
    description: { de: "Bilder, Bewertungen und Neuigkeiten von Optik Seeblick.", fr: "Images, avis et nouvelles d'Optik Seeblick." },
    groups: [
      block("imageBoard", carousel, { gridLayout: { type: "gridLayout", value: "carousel" }, imageFormat: { type: "imageFormat", value: "square" } }),
      block("reviewSlider", [text("title", { de: "Das sagen unsere Kundinnen und Kunden", fr: "Ce que disent nos clientes et clients" }), ...REVIEWS.flatMap(reviewFields)], { minimumRating: { type: "number", value: 4 }, numberOfItems: { type: "number", value: 9 } }),
      block("contentSliderBoard", slides, { color: { type: "colorSwatches", value: "primary" } }),
      block("stepFeedBoard", steps, { layout: { type: "text", value: "slider" }, color: { type: "colorSwatches", value: "background" } }),
      block("teamContainer", [text("title", { de: "Das Team", fr: "L'équipe" })], { collection: { type: "text", value: "team" }, gridLayout: { type: "gridLayout", value: "split" } }),
      block("instagramFeed", posts, { numberOfItems: { type: "number", value: 6 } }),
    ],
  });
}
