/** Demo texts: fictional people, services and the nine holes of a Winterthur city walk. */

export const TEAM = [
  {
    name: "Lea Brunner",
    slugs: { de: "lea-brunner", fr: "lea-brunner" },
    function: { de: "Augenoptikerin SBAO, Inhaberin", fr: "Opticienne SBAO, propriétaire" },
    bio: { de: ["Lea misst seit zwanzig Jahren Augen und liebt schwierige Fälle."], fr: ["Lea mesure des yeux depuis vingt ans et aime les cas difficiles."] },
  },
  {
    name: "Marco Keller",
    slugs: { de: "marco-keller", fr: "marco-keller" },
    function: { de: "Optometrist BSc", fr: "Optométriste BSc" },
    bio: { de: ["Marco ist für Kontaktlinsen und Myopie-Management zuständig."], fr: ["Marco s'occupe des lentilles et de la gestion de la myopie."] },
  },
  {
    name: "Sophie Rochat",
    slugs: { de: "sophie-rochat", fr: "sophie-rochat" },
    function: { de: "Augenoptikerin in Ausbildung", fr: "Opticienne en formation" },
    bio: { de: ["Sophie berät Sie zweisprachig bei der Fassungswahl."], fr: ["Sophie vous conseille en deux langues pour choisir votre monture."] },
  },
];

export const SERVICES = [
  {
    name: { de: "Sehtest", fr: "Examen de la vue" },
    slugs: { de: "sehtest", fr: "examen-de-la-vue" },
    summary: { de: "Präzise Refraktion in 30 Minuten.", fr: "Réfraction précise en 30 minutes." },
    body: {
      de: [
        "Wir bestimmen Ihre Sehstärke objektiv und subjektiv und erklären Ihnen jedes Ergebnis. Der Sehtest dauert rund 30 Minuten und ist beim Brillenkauf inbegriffen.",
      ],
      fr: [
        "Nous déterminons votre correction de manière objective et subjective et vous expliquons chaque résultat. L'examen dure environ 30 minutes et est inclus à l'achat de lunettes.",
      ],
    },
  },
  {
    name: { de: "Kontaktlinsen", fr: "Lentilles de contact" },
    slugs: { de: "kontaktlinsen", fr: "lentilles-de-contact" },
    summary: { de: "Anpassung, Kontrolle und Abo.", fr: "Adaptation, contrôle et abonnement." },
    body: {
      de: ["Von der ersten Anpassung bis zur Jahreskontrolle: Wir finden die Linse, die zu Ihren Augen und Ihrem Alltag passt."],
      fr: ["De la première adaptation au contrôle annuel : nous trouvons la lentille qui convient à vos yeux et à votre quotidien."],
    },
  },
  {
    name: { de: "Myopie-Management", fr: "Gestion de la myopie" },
    slugs: { de: "myopie-management", fr: "gestion-de-la-myopie" },
    summary: { de: "Kurzsichtigkeit bei Kindern bremsen.", fr: "Freiner la myopie chez l'enfant." },
    body: {
      de: ["Mit speziellen Brillengläsern und Kontaktlinsen lässt sich das Fortschreiten der Kurzsichtigkeit bei Kindern verlangsamen."],
      fr: ["Des verres et lentilles spécifiques permettent de ralentir la progression de la myopie chez l'enfant."],
    },
  },
  {
    name: { de: "Sonnenbrillen", fr: "Lunettes de soleil" },
    slugs: { de: "sonnenbrillen", fr: "lunettes-de-soleil" },
    summary: { de: "Mit Korrektur und UV-Schutz.", fr: "Avec correction et protection UV." },
    body: {
      de: ["Sonnenbrillen mit Ihrer Korrektur, polarisierend oder selbsttönend."],
      fr: ["Lunettes de soleil à votre correction, polarisantes ou photochromiques."],
    },
  },
];

const POINTS: [string, string, string, string, "start" | "end" | "party" | "default"][] = [
  ["Hauptbahnhof", "Gare centrale", "47.5000", "8.7240", "start"],
  ["Stadthaus", "Hôtel de ville", "47.5008", "8.7310", "default"],
  ["Kirchplatz", "Place de l'église", "47.4996", "8.7296", "default"],
  ["Stadtgarten", "Jardin municipal", "47.4990", "8.7318", "default"],
  ["Marktgasse", "Marktgasse", "47.4998", "8.7275", "default"],
  ["Steinberggasse", "Steinberggasse", "47.4994", "8.7265", "default"],
  ["Obertor", "Obertor", "47.5002", "8.7335", "default"],
  ["Rosengarten", "Roseraie", "47.5020", "8.7400", "party"],
  ["Ziel im Park", "Arrivée au parc", "47.5030", "8.7420", "end"],
];

/** The par of each hole (its score card's option): mostly 3, two longer holes of 4. */
const PARS = [3, 3, 4, 3, 3, 3, 4, 3, 3];

export const HOLES = POINTS.map(([de, fr, lat, lng, icon], index) => ({
  par: PARS[index] ?? 3,
  name: { de: `Loch ${index + 1}: ${de}`, fr: `Trou ${index + 1} : ${fr}` },
  slugs: { de: `loch-${index + 1}`, fr: `trou-${index + 1}` },
  text: {
    de: [`Abschlag beim ${de}. Zielen Sie auf die Markierung und zählen Sie jeden Schlag.`],
    fr: [`Départ : ${fr}. Visez le repère et comptez chaque coup.`],
  },
  lat,
  lng,
  icon,
}));
