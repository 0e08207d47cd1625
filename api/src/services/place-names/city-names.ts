import type { Locale } from 'shared-kit/contracts';

/**
 * The names of the reference data's cities in the interface languages where they differ from the stored (English)
 * name: our own list, written as facts (docs/i18n.md#place-names). Keyed by the city's slug (`cities.slug`); a
 * city or a language not listed is said by its stored name. Only common exonyms are listed: Polish, Czech and other
 * cities keep their own name where the language's usual name today is that name (German says "Wrocław", "Gdańsk",
 * "Brno" on job boards, not the historical "Breslau", "Danzig", "Brünn").
 */
export const CITY_NAMES: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  // Germany
  Munich: { de: 'München', es: 'Múnich', it: 'Monaco di Baviera', pl: 'Monachium' },
  Hamburg: { es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo' },
  Frankfurt_am_Main: {
    es: 'Fráncfort del Meno',
    fr: 'Francfort-sur-le-Main',
    it: 'Francoforte sul Meno',
    pl: 'Frankfurt nad Menem',
  },
  Cologne: { de: 'Köln', es: 'Colonia', it: 'Colonia', pl: 'Kolonia' },
  Stuttgart: { it: 'Stoccarda' },
  Leipzig: { it: 'Lipsia', pl: 'Lipsk' },
  // France
  Paris: { es: 'París', it: 'Parigi', pl: 'Paryż' },
  Lyon: { it: 'Lione' },
  Marseille: { es: 'Marsella', it: 'Marsiglia', pl: 'Marsylia' },
  Toulouse: { it: 'Tolosa', pl: 'Tuluza' },
  Lille: { it: 'Lilla' },
  Bordeaux: { es: 'Burdeos' },
  // Spain
  Madrid: { pl: 'Madryt' },
  Barcelona: { fr: 'Barcelone', it: 'Barcellona' },
  Valencia: { fr: 'Valence', pl: 'Walencja' },
  Málaga: { fr: 'Malaga', it: 'Malaga', pl: 'Malaga' },
  Seville: { de: 'Sevilla', es: 'Sevilla', fr: 'Séville', it: 'Siviglia', pl: 'Sewilla' },
  // Portugal
  Lisbon: { de: 'Lissabon', es: 'Lisboa', fr: 'Lisbonne', it: 'Lisbona', pl: 'Lizbona' },
  Porto: { es: 'Oporto' },
  // Italy
  Milan: { de: 'Mailand', es: 'Milán', it: 'Milano', pl: 'Mediolan' },
  Rome: { de: 'Rom', es: 'Roma', it: 'Roma', pl: 'Rzym' },
  Turin: { es: 'Turín', it: 'Torino', pl: 'Turyn' },
  Bologna: { es: 'Bolonia', fr: 'Bologne', pl: 'Bolonia' },
  Naples: { de: 'Neapel', es: 'Nápoles', it: 'Napoli', pl: 'Neapol' },
  // Netherlands
  Amsterdam: { es: 'Ámsterdam' },
  Rotterdam: { es: 'Róterdam' },
  The_Hague: { de: 'Den Haag', es: 'La Haya', fr: 'La Haye', it: "L'Aia", pl: 'Haga' },
  // Belgium
  Brussels: { de: 'Brüssel', es: 'Bruselas', fr: 'Bruxelles', it: 'Bruxelles', pl: 'Bruksela' },
  Antwerp: { de: 'Antwerpen', es: 'Amberes', fr: 'Anvers', it: 'Anversa', pl: 'Antwerpia' },
  Ghent: { de: 'Gent', es: 'Gante', fr: 'Gand', it: 'Gand', pl: 'Gandawa' },
  // Poland
  Warsaw: { de: 'Warschau', es: 'Varsovia', fr: 'Varsovie', it: 'Varsavia', pl: 'Warszawa' },
  Kraków: { de: 'Krakau', es: 'Cracovia', fr: 'Cracovie', it: 'Cracovia' },
  // Czech Republic
  Prague: { de: 'Prag', es: 'Praga', it: 'Praga', pl: 'Praga' },
  // Greece
  Athens: { de: 'Athen', es: 'Atenas', fr: 'Athènes', it: 'Atene', pl: 'Ateny' },
  Thessaloniki: { es: 'Tesalónica', fr: 'Thessalonique', it: 'Salonicco', pl: 'Saloniki' },
  // Ireland
  Dublin: { es: 'Dublín' },
  // Sweden
  Stockholm: { es: 'Estocolmo', it: 'Stoccolma', pl: 'Sztokholm' },
  Gothenburg: { de: 'Göteborg', es: 'Gotemburgo', fr: 'Göteborg', it: 'Göteborg', pl: 'Göteborg' },
  // Denmark
  Copenhagen: { de: 'Kopenhagen', es: 'Copenhague', fr: 'Copenhague', it: 'Copenaghen', pl: 'Kopenhaga' },
  // Austria
  Vienna: { de: 'Wien', es: 'Viena', fr: 'Vienne', pl: 'Wiedeń' },
  // Hungary
  Budapest: { pl: 'Budapeszt' },
  // Romania
  Bucharest: { de: 'Bukarest', es: 'Bucarest', fr: 'Bucarest', it: 'Bucarest', pl: 'Bukareszt' },
  // Bulgaria
  Sofia: { es: 'Sofía' },
  Plovdiv: { pl: 'Płowdiw' },
  // Croatia
  Zagreb: { it: 'Zagabria', pl: 'Zagrzeb' },
  // Slovakia
  Bratislava: { pl: 'Bratysława' },
  // Slovenia
  Ljubljana: { es: 'Liubliana', it: 'Lubiana', pl: 'Lublana' },
  // Estonia
  Tallinn: { es: 'Tallin' },
  // Latvia
  Riga: { pl: 'Ryga' },
  // Lithuania
  Vilnius: { es: 'Vilna', pl: 'Wilno' },
  // Luxembourg
  Luxembourg_City: {
    de: 'Luxemburg',
    es: 'Luxemburgo',
    fr: 'Luxembourg',
    it: 'Lussemburgo',
    pl: 'Luksemburg',
  },
  // Malta
  Valletta: { es: 'La Valeta', fr: 'La Valette', it: 'La Valletta' },
  // Cyprus
  Limassol: { es: 'Limasol' },
  Nicosia: { de: 'Nikosia', fr: 'Nicosie', pl: 'Nikozja' },
  // United Kingdom
  London: { es: 'Londres', fr: 'Londres', it: 'Londra', pl: 'Londyn' },
  Edinburgh: { es: 'Edimburgo', fr: 'Édimbourg', it: 'Edimburgo', pl: 'Edynburg' },
  // Switzerland
  Zurich: { de: 'Zürich', es: 'Zúrich', it: 'Zurigo', pl: 'Zurych' },
  Geneva: { de: 'Genf', es: 'Ginebra', fr: 'Genève', it: 'Ginevra', pl: 'Genewa' },
  Basel: { es: 'Basilea', fr: 'Bâle', it: 'Basilea', pl: 'Bazylea' },
  // Iceland
  Reykjavik: { de: 'Reykjavík', es: 'Reikiavik', it: 'Reykjavík', pl: 'Reykjavík' },
  // Serbia
  Belgrade: { de: 'Belgrad', es: 'Belgrado', it: 'Belgrado', pl: 'Belgrad' },
  // Turkey
  Istanbul: { es: 'Estambul', pl: 'Stambuł' },
  // Ukraine
  Kyiv: { de: 'Kyjiw', es: 'Kiev', it: 'Kiev', pl: 'Kijów' },
  Lviv: { de: 'Lwiw', es: 'Leópolis', it: 'Leopoli', pl: 'Lwów' },
};
