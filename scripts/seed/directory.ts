import type { OpeningHours } from "../../common/opening-hours";
import { createBusiness } from "../../worker/content/site";
import type { SeedContext } from "./demo-site";
import { block, rich, text, textBlock } from "./helpers";
import { addDemoImage } from "./images";

type Branch = {
  name: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  latitude: string;
  longitude: string;
  hours: OpeningHours;
};
type DemoBusiness = { name: string; health: boolean; hue: number; branches: Branch[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const period = (day: number, open: string, close: string) => ({ open: { day, time: open }, close: { day, time: close } });

/** Special dates around the next turn of the year: short Christmas Eve, closed on the 26th (the closed marker 00:30-00:30), short New Year's Eve. */
function holidays(now: Date): OpeningHours["special"] {
  const year = now.getUTCMonth() === 0 && now.getUTCDate() <= 2 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  return [
    { date: `${year}-12-24`, open: "09:00", close: "14:00" },
    { date: `${year}-12-26`, open: "00:30", close: "00:30" },
    { date: `${year}-12-31`, open: "09:00", close: "15:00" },
    { date: `${year + 1}-01-02`, open: "00:30", close: "00:30" },
  ];
}

/** Three kinds of week: a town shop closed on Mondays, a city shop open six days, a small shop with a half-day Monday. */
const WEEKS = {
  town: [...range(2, 5).flatMap((d) => [period(d, "09:00", "12:00"), period(d, "13:30", "18:30")]), period(6, "09:00", "16:00")],
  city: [...range(1, 5).map((d) => period(d, "09:00", d === 4 ? "20:00" : "18:30")), period(6, "09:00", "17:00")],
  // Monday written as the closed marker: shown as closed, like a day without periods.
  small: [period(1, "00:30", "00:30"), ...range(2, 5).flatMap((d) => [period(d, "08:30", "12:00"), period(d, "14:00", "18:00")]), period(6, "08:30", "12:00")],
};

function branch(
  name: string,
  street: string,
  streetNumber: string,
  zip: string,
  city: string,
  phone: string,
  email: string,
  latitude: string,
  longitude: string,
  week: keyof typeof WEEKS,
  special: OpeningHours["special"],
): Branch {
  return { name, street, streetNumber, zip, city, phone, email, latitude, longitude, hours: { periods: WEEKS[week], special } };
}

/** Fictional Swiss opticians (real towns and postcodes, invented streets, .example addresses), one per letter but Q, X, Y (O is the site owner's). */
function demoBusinesses(special: OpeningHours["special"]): DemoBusiness[] {
  const b = (
    name: string,
    street: string,
    nr: string,
    zip: string,
    city: string,
    phone: string,
    email: string,
    lat: string,
    lng: string,
    week: keyof typeof WEEKS,
  ) => branch(name, street, nr, zip, city, phone, email, lat, lng, week, special);
  return [
    {
      name: "Augenblick Optik",
      health: true,
      hue: 12,
      branches: [
        b("Augenblick Optik Bern", "Lindenbühlgasse", "14", "3011", "Bern", "+41 31 000 11 01", "bern@augenblick-optik.example", "46.9480", "7.4474", "city"),
        b("Augenblick Optik Thun", "Seeweg", "3", "3600", "Thun", "+41 33 000 11 02", "thun@augenblick-optik.example", "46.7580", "7.6280", "town"),
      ],
    },
    {
      name: "Brillenwerk Bühler",
      health: false,
      hue: 32,
      branches: [
        b("Brillenwerk Bühler", "Reussufer", "22", "6003", "Luzern", "+41 41 000 12 01", "info@brillenwerk-buehler.example", "47.0502", "8.3093", "town"),
      ],
    },
    {
      name: "Clair Vision",
      health: true,
      hue: 52,
      branches: [
        b(
          "Clair Vision Lausanne",
          "Rue des Tilleuls",
          "8",
          "1003",
          "Lausanne",
          "+41 21 000 13 01",
          "lausanne@clair-vision.example",
          "46.5197",
          "6.6323",
          "city",
        ),
        b("Clair Vision Genève", "Rue du Jet-d'Eau", "41", "1204", "Genève", "+41 22 000 13 02", "geneve@clair-vision.example", "46.2044", "6.1432", "city"),
      ],
    },
    {
      name: "Durchblick Optik",
      health: true,
      hue: 72,
      branches: [
        b("Durchblick St. Gallen", "Klosterwiese", "5", "9000", "St. Gallen", "+41 71 000 14 01", "stgallen@durchblick.example", "47.4245", "9.3767", "city"),
        b("Durchblick Wil", "Hofbergstrasse", "17", "9500", "Wil", "+41 71 000 14 02", "wil@durchblick.example", "47.4615", "9.0455", "town"),
        b("Durchblick Gossau", "Bahnhofplatzweg", "2", "9200", "Gossau", "+41 71 000 14 03", "gossau@durchblick.example", "47.4158", "9.2548", "small"),
      ],
    },
    {
      name: "Éclat Optique",
      health: false,
      hue: 92,
      branches: [
        b("Éclat Optique", "Rue de la Sarine", "9", "1700", "Fribourg", "+41 26 000 15 01", "contact@eclat-optique.example", "46.8065", "7.1620", "town"),
      ],
    },
    {
      name: "Fernsicht Optik",
      health: true,
      hue: 112,
      branches: [b("Fernsicht Optik", "Calandaweg", "12", "7000", "Chur", "+41 81 000 16 01", "chur@fernsicht.example", "46.8508", "9.5320", "town")],
    },
    {
      name: "Glasklar Optik",
      health: false,
      hue: 132,
      branches: [
        b("Glasklar Zürich", "Limmatterrasse", "30", "8001", "Zürich", "+41 44 000 17 01", "zuerich@glasklar.example", "47.3717", "8.5423", "city"),
        b("Glasklar Winterthur", "Eulachgasse", "6", "8400", "Winterthur", "+41 52 000 17 02", "winterthur@glasklar.example", "47.5001", "8.7237", "town"),
      ],
    },
    {
      name: "Horizont Optik",
      health: true,
      hue: 152,
      branches: [b("Horizont Optik", "Rheinsprung", "19", "4051", "Basel", "+41 61 000 18 01", "basel@horizont-optik.example", "47.5596", "7.5886", "city")],
    },
    {
      name: "Iris Ottica",
      health: false,
      hue: 172,
      branches: [b("Iris Ottica", "Via dei Platani", "4", "6900", "Lugano", "+41 91 000 19 01", "lugano@iris-ottica.example", "46.0037", "8.9511", "town")],
    },
    {
      name: "Jura Lunetterie",
      health: true,
      hue: 192,
      branches: [
        b(
          "Jura Lunetterie Delémont",
          "Rue des Sorbiers",
          "11",
          "2800",
          "Delémont",
          "+41 32 000 20 01",
          "delemont@jura-lunetterie.example",
          "47.3649",
          "7.3445",
          "small",
        ),
        b(
          "Jura Lunetterie Porrentruy",
          "Chemin des Vergers",
          "7",
          "2900",
          "Porrentruy",
          "+41 32 000 20 02",
          "porrentruy@jura-lunetterie.example",
          "47.4153",
          "7.0758",
          "small",
        ),
      ],
    },
    {
      name: "Kristall Optik",
      health: false,
      hue: 212,
      branches: [b("Kristall Optik", "Seepromenadenweg", "25", "6300", "Zug", "+41 41 000 21 01", "zug@kristall-optik.example", "47.1662", "8.5155", "city")],
    },
    {
      name: "Lentilles du Léman",
      health: true,
      hue: 232,
      branches: [
        b(
          "Lentilles du Léman Montreux",
          "Quai des Glycines",
          "3",
          "1820",
          "Montreux",
          "+41 21 000 22 01",
          "montreux@lentilles-leman.example",
          "46.4312",
          "6.9107",
          "town",
        ),
        b(
          "Lentilles du Léman Vevey",
          "Rue des Pêcheurs",
          "15",
          "1800",
          "Vevey",
          "+41 21 000 22 02",
          "vevey@lentilles-leman.example",
          "46.4628",
          "6.8419",
          "town",
        ),
      ],
    },
    {
      name: "Müller Augenoptik",
      health: true,
      hue: 252,
      branches: [
        b(
          "Müller Augenoptik Zürich",
          "Sihlhölzliweg",
          "10",
          "8004",
          "Zürich",
          "+41 44 000 23 01",
          "zuerich@mueller-augenoptik.example",
          "47.3769",
          "8.5280",
          "city",
        ),
        b("Müller Augenoptik Uster", "Aabachweg", "4", "8610", "Uster", "+41 44 000 23 02", "uster@mueller-augenoptik.example", "47.3471", "8.7209", "town"),
      ],
    },
    {
      name: "Nahsicht Optik",
      health: false,
      hue: 272,
      branches: [b("Nahsicht Optik", "Aareuferweg", "21", "5000", "Aarau", "+41 62 000 24 01", "aarau@nahsicht.example", "47.3925", "8.0444", "small")],
    },
    {
      name: "Panorama Optik",
      health: true,
      hue: 292,
      branches: [
        b("Panorama Optik", "Munotstiege", "8", "8200", "Schaffhausen", "+41 52 000 25 01", "info@panorama-optik.example", "47.6973", "8.6349", "town"),
      ],
    },
    {
      name: "Regenbogen Optik",
      health: false,
      hue: 312,
      branches: [
        b(
          "Regenbogen Solothurn",
          "Verenaweg",
          "13",
          "4500",
          "Solothurn",
          "+41 32 000 26 01",
          "solothurn@regenbogen-optik.example",
          "47.2088",
          "7.5323",
          "town",
        ),
        b("Regenbogen Olten", "Dünnernweg", "2", "4600", "Olten", "+41 62 000 26 02", "olten@regenbogen-optik.example", "47.3500", "7.9033", "city"),
      ],
    },
    {
      name: "Sehwerk",
      health: true,
      hue: 332,
      branches: [
        b("Sehwerk Biel/Bienne", "Schüsspromenade", "27", "2502", "Biel/Bienne", "+41 32 000 27 01", "biel@sehwerk.example", "47.1368", "7.2468", "city"),
      ],
    },
    {
      name: "Tell Optik",
      health: false,
      hue: 352,
      branches: [
        b("Tell Optik Altdorf", "Armbrustgasse", "1", "6460", "Altdorf", "+41 41 000 28 01", "altdorf@tell-optik.example", "46.8804", "8.6444", "small"),
        b("Tell Optik Schwyz", "Mythenblick", "9", "6430", "Schwyz", "+41 41 000 28 02", "schwyz@tell-optik.example", "47.0207", "8.6530", "town"),
      ],
    },
    {
      name: "Uhlmann Brillen",
      health: true,
      hue: 22,
      branches: [b("Uhlmann Brillen", "Murgufer", "16", "8500", "Frauenfeld", "+41 52 000 29 01", "info@uhlmann-brillen.example", "47.5536", "8.8987", "town")],
    },
    {
      name: "Vue d'Ensemble",
      health: false,
      hue: 62,
      branches: [
        b(
          "Vue d'Ensemble Neuchâtel",
          "Rue des Amandiers",
          "5",
          "2000",
          "Neuchâtel",
          "+41 32 000 30 01",
          "neuchatel@vue-ensemble.example",
          "46.9900",
          "6.9293",
          "city",
        ),
        b(
          "Vue d'Ensemble La Chaux-de-Fonds",
          "Rue des Horlogers",
          "33",
          "2300",
          "La Chaux-de-Fonds",
          "+41 32 000 30 02",
          "chaux-de-fonds@vue-ensemble.example",
          "47.1035",
          "6.8328",
          "small",
        ),
      ],
    },
    {
      name: "Weitblick Optik",
      health: true,
      hue: 102,
      branches: [
        b("Weitblick Winterthur", "Technikumweg", "18", "8400", "Winterthur", "+41 52 000 31 01", "winterthur@weitblick.example", "47.4975", "8.7290", "city"),
        b("Weitblick Baden", "Bäderweg", "7", "5400", "Baden", "+41 56 000 31 02", "baden@weitblick.example", "47.4733", "8.3059", "town"),
        b(
          "Weitblick Zürich Oerlikon",
          "Marktplatzgasse",
          "12",
          "8050",
          "Zürich",
          "+41 44 000 31 03",
          "oerlikon@weitblick.example",
          "47.4111",
          "8.5440",
          "city",
        ),
      ],
    },
    {
      name: "Zollinger Optik",
      health: false,
      hue: 142,
      branches: [
        b(
          "Zollinger Optik",
          "Rosengartenweg",
          "4",
          "8640",
          "Rapperswil",
          "+41 55 000 32 01",
          "rapperswil@zollinger-optik.example",
          "47.2266",
          "8.8184",
          "town",
        ),
      ],
    },
  ];
}

const LOGO_PX = 128;

/**
 * The business directory demo: 22 fictional opticians with logos and 1-3 branches each, and the page
 * "Optikerverzeichnis" / "Annuaire des opticiens" with an intro and the businessSearch block.
 */
export async function seedDirectory(ctx: SeedContext, now: Date = new Date()): Promise<string> {
  for (const business of demoBusinesses(holidays(now))) {
    // 128 px: twice the 64 px the list shows. JPEG encoding is most of the seed's time, so logos stay small.
    const mediaId = await addDemoImage(ctx, {
      name: `logo-${business.name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z]+/g, "-")}`,
      alt: { de: `Logo ${business.name}`, fr: `Logo ${business.name}` },
      width: LOGO_PX,
      height: LOGO_PX,
      hues: [business.hue, (business.hue + 180) % 360],
      motif: "logo",
    });
    await createBusiness(ctx.db, ctx.kv, {
      name: business.name,
      logo: { mediaId, name: `${business.name}.jpg` },
      programs: { gesundheitsoptik: business.health },
      branches: business.branches.map(({ hours, ...rest }) => ({ ...rest, openingHours: hours })),
    });
  }
  return ctx.add({
    name: { de: "Optikerverzeichnis", fr: "Annuaire des opticiens" },
    slugs: { de: "optikerverzeichnis", fr: "annuaire-opticiens" },
    description: {
      de: "Augenoptikerinnen und Augenoptiker in der ganzen Schweiz: Adressen, Filialen und Öffnungszeiten.",
      fr: "Opticiennes et opticiens dans toute la Suisse : adresses, succursales et heures d'ouverture.",
    },
    groups: [
      textBlock(
        { de: "Optik in Ihrer Nähe", fr: "L'optique près de chez vous" },
        {
          de: [
            "Suchen Sie nach Name, Ort oder Postleitzahl, oder springen Sie über den Buchstaben-Index zu einem Betrieb. Ein Klick auf einen Namen zeigt Filialen und Öffnungszeiten.",
          ],
          fr: [
            "Recherchez par nom, localité ou NPA, ou passez par l'index alphabétique. Un clic sur un nom affiche les succursales et les heures d'ouverture.",
          ],
        },
      ),
      block("businessSearch", [
        text("title", { de: "Betriebe von A bis Z", fr: "Entreprises de A à Z" }),
        rich("description", { de: ["Heute geöffnete Zeiten sind hervorgehoben."], fr: ["Les horaires du jour sont mis en évidence."] }),
      ]),
    ],
  });
}
