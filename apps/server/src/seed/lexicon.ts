/**
 * Per-language neutral word lists for the demo titles (landscapes, weather, animals: no people, no names),
 * in the ten interface languages of §1. A title is an adjective, a noun and a phrase picked by index, so
 * every language says the same thing: the adjective agrees with the noun's grammatical gender where the
 * language needs it (forms listed per gender), and goes before or after the noun as the language puts it.
 */
import type { Language } from '@site/api';

export const TITLE_LANGUAGES = [
  'en',
  'ru',
  'de',
  'fr',
  'es',
  'pl',
  'it',
  'pt',
  'ja',
  'nl',
] as const satisfies readonly Language[];
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/** A noun's grammatical gender: masculine, feminine, neuter; Dutch `de`/`het` words map to f/n. */
type G = 'm' | 'f' | 'n';
/** A noun in one language, with its gender (none where the language has no agreement). */
type Noun = readonly [word: string, gender?: G];
/** Adjective forms: one (no agreement), [m, f] or [m, f, n]; Dutch [het-form, de-form]. */
type Adj = string | readonly [string, string] | readonly [string, string, string];

// biome-ignore format: one row per word reads better as a table.
const NOUN_TABLE: Record<TitleLanguage, readonly Noun[]> = {
  en: [['fox'], ['river'], ['forest'], ['meadow'], ['lake'], ['mountain'], ['island'], ['garden'], ['harbor'], ['valley'], ['cloud'], ['bird'], ['owl'], ['deer'], ['wave'], ['road'], ['bridge'], ['lighthouse'], ['village'], ['field'], ['shore'], ['cliff'], ['star'], ['tree']],
  ru: [['лиса', 'f'], ['река', 'f'], ['лес', 'm'], ['луг', 'm'], ['озеро', 'n'], ['гора', 'f'], ['остров', 'm'], ['сад', 'm'], ['гавань', 'f'], ['долина', 'f'], ['облако', 'n'], ['птица', 'f'], ['сова', 'f'], ['олень', 'm'], ['волна', 'f'], ['дорога', 'f'], ['мост', 'm'], ['маяк', 'm'], ['деревня', 'f'], ['поле', 'n'], ['берег', 'm'], ['утёс', 'm'], ['звезда', 'f'], ['дерево', 'n']],
  de: [['Fuchs', 'm'], ['Fluss', 'm'], ['Wald', 'm'], ['Wiese', 'f'], ['See', 'm'], ['Berg', 'm'], ['Insel', 'f'], ['Garten', 'm'], ['Hafen', 'm'], ['Tal', 'n'], ['Wolke', 'f'], ['Vogel', 'm'], ['Eule', 'f'], ['Hirsch', 'm'], ['Welle', 'f'], ['Straße', 'f'], ['Brücke', 'f'], ['Leuchtturm', 'm'], ['Dorf', 'n'], ['Feld', 'n'], ['Ufer', 'n'], ['Klippe', 'f'], ['Stern', 'm'], ['Baum', 'm']],
  fr: [['renard', 'm'], ['rivière', 'f'], ['forêt', 'f'], ['prairie', 'f'], ['lac', 'm'], ['montagne', 'f'], ['île', 'f'], ['jardin', 'm'], ['port', 'm'], ['vallée', 'f'], ['nuage', 'm'], ['oiseau', 'm'], ['chouette', 'f'], ['cerf', 'm'], ['vague', 'f'], ['route', 'f'], ['pont', 'm'], ['phare', 'm'], ['village', 'm'], ['champ', 'm'], ['rivage', 'm'], ['falaise', 'f'], ['étoile', 'f'], ['arbre', 'm']],
  es: [['zorro', 'm'], ['río', 'm'], ['bosque', 'm'], ['pradera', 'f'], ['lago', 'm'], ['montaña', 'f'], ['isla', 'f'], ['jardín', 'm'], ['puerto', 'm'], ['valle', 'm'], ['nube', 'f'], ['pájaro', 'm'], ['búho', 'm'], ['ciervo', 'm'], ['ola', 'f'], ['camino', 'm'], ['puente', 'm'], ['faro', 'm'], ['pueblo', 'm'], ['campo', 'm'], ['orilla', 'f'], ['acantilado', 'm'], ['estrella', 'f'], ['árbol', 'm']],
  pl: [['lis', 'm'], ['rzeka', 'f'], ['las', 'm'], ['łąka', 'f'], ['jezioro', 'n'], ['góra', 'f'], ['wyspa', 'f'], ['ogród', 'm'], ['port', 'm'], ['dolina', 'f'], ['chmura', 'f'], ['ptak', 'm'], ['sowa', 'f'], ['jeleń', 'm'], ['fala', 'f'], ['droga', 'f'], ['most', 'm'], ['latarnia', 'f'], ['wieś', 'f'], ['pole', 'n'], ['brzeg', 'm'], ['klif', 'm'], ['gwiazda', 'f'], ['drzewo', 'n']],
  it: [['volpe', 'f'], ['fiume', 'm'], ['bosco', 'm'], ['prato', 'm'], ['lago', 'm'], ['montagna', 'f'], ['isola', 'f'], ['giardino', 'm'], ['porto', 'm'], ['valle', 'f'], ['nuvola', 'f'], ['uccello', 'm'], ['gufo', 'm'], ['cervo', 'm'], ['onda', 'f'], ['strada', 'f'], ['ponte', 'm'], ['faro', 'm'], ['villaggio', 'm'], ['campo', 'm'], ['riva', 'f'], ['scogliera', 'f'], ['stella', 'f'], ['albero', 'm']],
  pt: [['raposa', 'f'], ['rio', 'm'], ['floresta', 'f'], ['prado', 'm'], ['lago', 'm'], ['montanha', 'f'], ['ilha', 'f'], ['jardim', 'm'], ['porto', 'm'], ['vale', 'm'], ['nuvem', 'f'], ['pássaro', 'm'], ['coruja', 'f'], ['cervo', 'm'], ['onda', 'f'], ['estrada', 'f'], ['ponte', 'f'], ['farol', 'm'], ['aldeia', 'f'], ['campo', 'm'], ['costa', 'f'], ['falésia', 'f'], ['estrela', 'f'], ['árvore', 'f']],
  ja: [['狐'], ['川'], ['森'], ['草原'], ['湖'], ['山'], ['島'], ['庭'], ['港'], ['谷'], ['雲'], ['鳥'], ['フクロウ'], ['鹿'], ['波'], ['道'], ['橋'], ['灯台'], ['村'], ['野原'], ['岸辺'], ['崖'], ['星'], ['木']],
  nl: [['vos', 'f'], ['rivier', 'f'], ['bos', 'n'], ['weide', 'f'], ['meer', 'n'], ['berg', 'f'], ['eiland', 'n'], ['tuin', 'f'], ['haven', 'f'], ['dal', 'n'], ['wolk', 'f'], ['vogel', 'f'], ['uil', 'f'], ['hert', 'n'], ['golf', 'f'], ['weg', 'f'], ['brug', 'f'], ['vuurtoren', 'f'], ['dorp', 'n'], ['veld', 'n'], ['oever', 'f'], ['klif', 'n'], ['ster', 'f'], ['boom', 'f']],
};

// biome-ignore format: one row per word reads better as a table.
const ADJ_TABLE: Record<TitleLanguage, readonly Adj[]> = {
  en: ['golden', 'silver', 'quiet', 'calm', 'bright', 'misty', 'snowy', 'sunny', 'wild', 'warm', 'gentle', 'pale', 'green', 'blue', 'red', 'white', 'dark', 'little', 'old', 'distant'],
  ru: [['золотой', 'золотая', 'золотое'], ['серебряный', 'серебряная', 'серебряное'], ['тихий', 'тихая', 'тихое'], ['спокойный', 'спокойная', 'спокойное'], ['яркий', 'яркая', 'яркое'], ['туманный', 'туманная', 'туманное'], ['снежный', 'снежная', 'снежное'], ['солнечный', 'солнечная', 'солнечное'], ['дикий', 'дикая', 'дикое'], ['тёплый', 'тёплая', 'тёплое'], ['нежный', 'нежная', 'нежное'], ['бледный', 'бледная', 'бледное'], ['зелёный', 'зелёная', 'зелёное'], ['синий', 'синяя', 'синее'], ['красный', 'красная', 'красное'], ['белый', 'белая', 'белое'], ['тёмный', 'тёмная', 'тёмное'], ['маленький', 'маленькая', 'маленькое'], ['старый', 'старая', 'старое'], ['далёкий', 'далёкая', 'далёкое']],
  de: [['goldener', 'goldene', 'goldenes'], ['silberner', 'silberne', 'silbernes'], ['stiller', 'stille', 'stilles'], ['ruhiger', 'ruhige', 'ruhiges'], ['heller', 'helle', 'helles'], ['nebliger', 'neblige', 'nebliges'], ['verschneiter', 'verschneite', 'verschneites'], ['sonniger', 'sonnige', 'sonniges'], ['wilder', 'wilde', 'wildes'], ['warmer', 'warme', 'warmes'], ['sanfter', 'sanfte', 'sanftes'], ['blasser', 'blasse', 'blasses'], ['grüner', 'grüne', 'grünes'], ['blauer', 'blaue', 'blaues'], ['roter', 'rote', 'rotes'], ['weißer', 'weiße', 'weißes'], ['dunkler', 'dunkle', 'dunkles'], ['kleiner', 'kleine', 'kleines'], ['alter', 'alte', 'altes'], ['ferner', 'ferne', 'fernes']],
  fr: [['doré', 'dorée'], ['argenté', 'argentée'], ['silencieux', 'silencieuse'], ['calme', 'calme'], ['lumineux', 'lumineuse'], ['brumeux', 'brumeuse'], ['enneigé', 'enneigée'], ['ensoleillé', 'ensoleillée'], ['sauvage', 'sauvage'], ['chaud', 'chaude'], ['doux', 'douce'], ['pâle', 'pâle'], ['vert', 'verte'], ['bleu', 'bleue'], ['rouge', 'rouge'], ['blanc', 'blanche'], ['sombre', 'sombre'], ['petit', 'petite'], ['ancien', 'ancienne'], ['lointain', 'lointaine']],
  es: [['dorado', 'dorada'], ['plateado', 'plateada'], ['silencioso', 'silenciosa'], ['tranquilo', 'tranquila'], ['brillante', 'brillante'], ['brumoso', 'brumosa'], ['nevado', 'nevada'], ['soleado', 'soleada'], ['salvaje', 'salvaje'], ['cálido', 'cálida'], ['suave', 'suave'], ['pálido', 'pálida'], ['verde', 'verde'], ['azul', 'azul'], ['rojo', 'roja'], ['blanco', 'blanca'], ['oscuro', 'oscura'], ['pequeño', 'pequeña'], ['viejo', 'vieja'], ['lejano', 'lejana']],
  pl: [['złoty', 'złota', 'złote'], ['srebrny', 'srebrna', 'srebrne'], ['cichy', 'cicha', 'ciche'], ['spokojny', 'spokojna', 'spokojne'], ['jasny', 'jasna', 'jasne'], ['mglisty', 'mglista', 'mgliste'], ['śnieżny', 'śnieżna', 'śnieżne'], ['słoneczny', 'słoneczna', 'słoneczne'], ['dziki', 'dzika', 'dzikie'], ['ciepły', 'ciepła', 'ciepłe'], ['łagodny', 'łagodna', 'łagodne'], ['blady', 'blada', 'blade'], ['zielony', 'zielona', 'zielone'], ['niebieski', 'niebieska', 'niebieskie'], ['czerwony', 'czerwona', 'czerwone'], ['biały', 'biała', 'białe'], ['ciemny', 'ciemna', 'ciemne'], ['mały', 'mała', 'małe'], ['stary', 'stara', 'stare'], ['daleki', 'daleka', 'dalekie']],
  it: [['dorato', 'dorata'], ['argentato', 'argentata'], ['silenzioso', 'silenziosa'], ['calmo', 'calma'], ['luminoso', 'luminosa'], ['nebbioso', 'nebbiosa'], ['innevato', 'innevata'], ['soleggiato', 'soleggiata'], ['selvaggio', 'selvaggia'], ['caldo', 'calda'], ['dolce', 'dolce'], ['pallido', 'pallida'], ['verde', 'verde'], ['blu', 'blu'], ['rosso', 'rossa'], ['bianco', 'bianca'], ['scuro', 'scura'], ['piccolo', 'piccola'], ['vecchio', 'vecchia'], ['lontano', 'lontana']],
  pt: [['dourado', 'dourada'], ['prateado', 'prateada'], ['silencioso', 'silenciosa'], ['calmo', 'calma'], ['brilhante', 'brilhante'], ['nebuloso', 'nebulosa'], ['nevado', 'nevada'], ['ensolarado', 'ensolarada'], ['selvagem', 'selvagem'], ['quente', 'quente'], ['suave', 'suave'], ['pálido', 'pálida'], ['verde', 'verde'], ['azul', 'azul'], ['vermelho', 'vermelha'], ['branco', 'branca'], ['escuro', 'escura'], ['pequeno', 'pequena'], ['velho', 'velha'], ['distante', 'distante']],
  ja: ['金色の', '銀色の', '静かな', '穏やかな', '明るい', '霧の', '雪の', '晴れた', '野生の', '暖かい', '優しい', '淡い', '緑の', '青い', '赤い', '白い', '暗い', '小さな', '古い', '遠い'],
  nl: [['gouden', 'gouden'], ['zilveren', 'zilveren'], ['stil', 'stille'], ['kalm', 'kalme'], ['helder', 'heldere'], ['mistig', 'mistige'], ['besneeuwd', 'besneeuwde'], ['zonnig', 'zonnige'], ['wild', 'wilde'], ['warm', 'warme'], ['zacht', 'zachte'], ['bleek', 'bleke'], ['groen', 'groene'], ['blauw', 'blauwe'], ['rood', 'rode'], ['wit', 'witte'], ['donker', 'donkere'], ['klein', 'kleine'], ['oud', 'oude'], ['ver', 'verre']],
};

// biome-ignore format: one row per phrase reads better as a table.
const PHRASE_TABLE: Record<TitleLanguage, readonly string[]> = {
  en: ['at dawn', 'after the rain', 'by the water', 'in the evening', 'on a long road', 'under the stars', 'in spring', 'at midday', 'through the fog', 'before the storm', 'in slow motion', 'from above'],
  ru: ['на рассвете', 'после дождя', 'у воды', 'вечером', 'в долгой дороге', 'под звёздами', 'весной', 'в полдень', 'сквозь туман', 'перед грозой', 'в замедленной съёмке', 'сверху'],
  de: ['bei Sonnenaufgang', 'nach dem Regen', 'am Wasser', 'am Abend', 'auf einer langen Reise', 'unter den Sternen', 'im Frühling', 'am Mittag', 'durch den Nebel', 'vor dem Sturm', 'in Zeitlupe', 'von oben'],
  fr: ["à l'aube", 'après la pluie', "au bord de l'eau", 'le soir', 'sur une longue route', 'sous les étoiles', 'au printemps', 'à midi', 'dans le brouillard', "avant l'orage", 'au ralenti', "vu d'en haut"],
  es: ['al amanecer', 'después de la lluvia', 'junto al agua', 'por la tarde', 'en un largo camino', 'bajo las estrellas', 'en primavera', 'al mediodía', 'entre la niebla', 'antes de la tormenta', 'a cámara lenta', 'desde arriba'],
  pl: ['o świcie', 'po deszczu', 'nad wodą', 'wieczorem', 'w długiej drodze', 'pod gwiazdami', 'wiosną', 'w południe', 'przez mgłę', 'przed burzą', 'w zwolnionym tempie', 'z góry'],
  it: ["all'alba", 'dopo la pioggia', "vicino all'acqua", 'di sera', 'su una lunga strada', 'sotto le stelle', 'in primavera', 'a mezzogiorno', 'nella nebbia', 'prima del temporale', 'al rallentatore', "dall'alto"],
  pt: ['ao amanhecer', 'depois da chuva', 'junto à água', 'ao entardecer', 'numa longa estrada', 'sob as estrelas', 'na primavera', 'ao meio-dia', 'através da neblina', 'antes da tempestade', 'em câmera lenta', 'do alto'],
  ja: ['夜明けに', '雨上がりに', '水辺で', '夕暮れに', '長い道のりで', '星空の下で', '春に', '真昼に', '霧の中で', '嵐の前に', 'スローモーションで', '上空から'],
  nl: ['bij zonsopgang', 'na de regen', 'aan het water', "'s avonds", 'op een lange weg', 'onder de sterren', 'in de lente', 'op het middaguur', 'door de mist', 'voor de storm', 'in slow motion', 'van bovenaf'],
};

/** Adjectives that go before the noun in the languages that otherwise put them after (fr, it). */
const PRE_NOUN: Partial<Record<TitleLanguage, ReadonlySet<number>>> = {
  fr: new Set([17]), // petit
  it: new Set([17, 18]), // piccolo, vecchio
};
/** Languages whose adjectives follow the noun. */
const POST_NOUN: ReadonlySet<TitleLanguage> = new Set(['fr', 'es', 'it', 'pt']);

export const TITLE_ADJECTIVE_COUNT = ADJ_TABLE.en.length;
export const TITLE_NOUN_COUNT = NOUN_TABLE.en.length;
export const TITLE_PHRASE_COUNT = PHRASE_TABLE.en.length;

/** The English words of the titles (tests check titles against them). */
export const TITLE_WORDS_EN = {
  adjectives: ADJ_TABLE.en as readonly string[],
  nouns: NOUN_TABLE.en.map(([w]) => w),
  phrases: PHRASE_TABLE.en,
};

function adjectiveFor(lang: TitleLanguage, adj: number, noun: number): string {
  const forms = ADJ_TABLE[lang][adj] as Adj;
  if (typeof forms === 'string') return forms;
  const gender = (NOUN_TABLE[lang][noun] as Noun)[1] ?? 'm';
  if (lang === 'nl') return gender === 'n' ? forms[0] : forms[1];
  if (gender === 'f') return forms[1];
  if (gender === 'n') return forms[2] ?? forms[0];
  return forms[0];
}

const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The adjective and noun as one phrase in `lang` (agreement and word order), not capitalised. */
export function nounPhrase(lang: TitleLanguage, adj: number, noun: number): string {
  const a = adjectiveFor(lang, adj, noun);
  const n = (NOUN_TABLE[lang][noun] as Noun)[0];
  if (lang === 'ja') return `${a}${n}`;
  const after = POST_NOUN.has(lang) && !PRE_NOUN[lang]?.has(adj);
  return after ? `${n} ${a}` : `${a} ${n}`;
}

/** Indices of one title: adjective, noun, phrase; `extra` adds pairs of (adjective, noun) to a long title. */
export interface TitleParts {
  adj: number;
  noun: number;
  phrase: number;
  extra?: readonly (readonly [number, number])[];
}

/** The title in one language: "Golden fox at dawn", "Renard doré à l'aube", "金色の狐 夜明けに". */
export function titleIn(lang: TitleLanguage, parts: TitleParts): string {
  const base = `${capFirst(nounPhrase(lang, parts.adj, parts.noun))} ${PHRASE_TABLE[lang][parts.phrase]}`;
  if (!parts.extra?.length) return base;
  const sep = lang === 'ja' ? '、' : ', ';
  return `${base}${lang === 'ja' ? '：' : ': '}${parts.extra.map(([a, n]) => nounPhrase(lang, a, n)).join(sep)}`;
}

/**
 * What a visitor would search for in a title, in English and lower case: its adjective and noun ("golden
 * fox"), the noun with the phrase ("fox at dawn"), the whole of it before any list ("golden fox at dawn"),
 * and each pair of a long title's list. The demo's top keywords are made of these (generate.ts), so each
 * finds the videos it came from, as a live site's keywords are searches that found something.
 */
export function titleSearches(parts: TitleParts): string[] {
  const noun = (NOUN_TABLE.en[parts.noun] as Noun)[0];
  const phrase = PHRASE_TABLE.en[parts.phrase] as string;
  const pair = nounPhrase('en', parts.adj, parts.noun).toLowerCase();
  const extra = (parts.extra ?? []).map(([a, n]) => nounPhrase('en', a, n).toLowerCase());
  return [pair, `${noun} ${phrase}`.toLowerCase(), `${pair} ${phrase}`.toLowerCase(), ...extra];
}

/** The title in all ten languages (the `titles` jsonb column). */
export function titlesOf(parts: TitleParts): Record<TitleLanguage, string> {
  return Object.fromEntries(TITLE_LANGUAGES.map((lang) => [lang, titleIn(lang, parts)])) as Record<
    TitleLanguage,
    string
  >;
}

/**
 * The demo categories (~40) with their titles in the ten languages, English first. Landscapes, seasons,
 * weather and film styles: neutral on purpose.
 */
// biome-ignore format: one row per category reads better as a table.
export const CATEGORY_TITLES: readonly (readonly [en: string, ru: string, de: string, fr: string, es: string, pl: string, it: string, pt: string, ja: string, nl: string])[] = [
  ['Aerial', 'Съёмка с воздуха', 'Luftaufnahmen', 'Vues aériennes', 'Vistas aéreas', 'Z lotu ptaka', 'Riprese aeree', 'Vistas aéreas', '空撮', 'Luchtbeelden'],
  ['Autumn', 'Осень', 'Herbst', 'Automne', 'Otoño', 'Jesień', 'Autunno', 'Outono', '秋', 'Herfst'],
  ['Beaches', 'Пляжи', 'Strände', 'Plages', 'Playas', 'Plaże', 'Spiagge', 'Praias', 'ビーチ', 'Stranden'],
  ['Birds', 'Птицы', 'Vögel', 'Oiseaux', 'Aves', 'Ptaki', 'Uccelli', 'Aves', '鳥', 'Vogels'],
  ['City lights', 'Огни города', 'Lichter der Stadt', 'Lumières de la ville', 'Luces de la ciudad', 'Światła miasta', 'Luci della città', 'Luzes da cidade', '街の灯り', 'Stadslichten'],
  ['Clouds', 'Облака', 'Wolken', 'Nuages', 'Nubes', 'Chmury', 'Nuvole', 'Nuvens', '雲', 'Wolken'],
  ['Coastlines', 'Побережья', 'Küsten', 'Côtes', 'Costas', 'Wybrzeża', 'Coste', 'Litorais', '海岸線', 'Kustlijnen'],
  ['Countryside', 'Сельская местность', 'Landleben', 'Campagne', 'Campo', 'Wieś', 'Campagna', 'Interior', '田園', 'Platteland'],
  ['Deserts', 'Пустыни', 'Wüsten', 'Déserts', 'Desiertos', 'Pustynie', 'Deserti', 'Desertos', '砂漠', 'Woestijnen'],
  ['Dusk', 'Сумерки', 'Dämmerung', 'Crépuscule', 'Anochecer', 'Zmierzch', 'Crepuscolo', 'Crepúsculo', '夕暮れ', 'Schemering'],
  ['Fields', 'Поля', 'Felder', 'Champs', 'Campos', 'Pola', 'Campi', 'Campos', '野原', 'Velden'],
  ['Flowers', 'Цветы', 'Blumen', 'Fleurs', 'Flores', 'Kwiaty', 'Fiori', 'Flores', '花', 'Bloemen'],
  ['Fog', 'Туман', 'Nebel', 'Brouillard', 'Niebla', 'Mgła', 'Nebbia', 'Neblina', '霧', 'Mist'],
  ['Forests', 'Леса', 'Wälder', 'Forêts', 'Bosques', 'Lasy', 'Foreste', 'Florestas', '森', 'Bossen'],
  ['Gardens', 'Сады', 'Gärten', 'Jardins', 'Jardines', 'Ogrody', 'Giardini', 'Jardins', '庭園', 'Tuinen'],
  ['Glaciers', 'Ледники', 'Gletscher', 'Glaciers', 'Glaciares', 'Lodowce', 'Ghiacciai', 'Geleiras', '氷河', 'Gletsjers'],
  ['Harbors', 'Гавани', 'Häfen', 'Ports', 'Puertos', 'Porty', 'Porti', 'Portos', '港', 'Havens'],
  ['Hills', 'Холмы', 'Hügel', 'Collines', 'Colinas', 'Wzgórza', 'Colline', 'Colinas', '丘', 'Heuvels'],
  ['Islands', 'Острова', 'Inseln', 'Îles', 'Islas', 'Wyspy', 'Isole', 'Ilhas', '島', 'Eilanden'],
  ['Lakes', 'Озёра', 'Seen', 'Lacs', 'Lagos', 'Jeziora', 'Laghi', 'Lagos', '湖', 'Meren'],
  ['Lighthouses', 'Маяки', 'Leuchttürme', 'Phares', 'Faros', 'Latarnie morskie', 'Fari', 'Faróis', '灯台', 'Vuurtorens'],
  ['Meadows', 'Луга', 'Wiesen', 'Prairies', 'Praderas', 'Łąki', 'Prati', 'Prados', '草原', 'Weiden'],
  ['Mountains', 'Горы', 'Berge', 'Montagnes', 'Montañas', 'Góry', 'Montagne', 'Montanhas', '山', 'Bergen'],
  ['Night sky', 'Ночное небо', 'Nachthimmel', 'Ciel nocturne', 'Cielo nocturno', 'Nocne niebo', 'Cielo notturno', 'Céu noturno', '夜空', 'Nachthemel'],
  ['Oceans', 'Океаны', 'Ozeane', 'Océans', 'Océanos', 'Oceany', 'Oceani', 'Oceanos', '海', 'Oceanen'],
  ['Rain', 'Дождь', 'Regen', 'Pluie', 'Lluvia', 'Deszcz', 'Pioggia', 'Chuva', '雨', 'Regen'],
  ['Rivers', 'Реки', 'Flüsse', 'Rivières', 'Ríos', 'Rzeki', 'Fiumi', 'Rios', '川', 'Rivieren'],
  ['Sand dunes', 'Дюны', 'Sanddünen', 'Dunes', 'Dunas', 'Wydmy', 'Dune', 'Dunas', '砂丘', 'Zandduinen'],
  ['Slow motion', 'Замедленная съёмка', 'Zeitlupe', 'Ralenti', 'Cámara lenta', 'Zwolnione tempo', 'Rallentatore', 'Câmera lenta', 'スローモーション', 'Slow motion'],
  ['Snow', 'Снег', 'Schnee', 'Neige', 'Nieve', 'Śnieg', 'Neve', 'Neve', '雪', 'Sneeuw'],
  ['Spring', 'Весна', 'Frühling', 'Printemps', 'Primavera', 'Wiosna', 'Primavera', 'Primavera', '春', 'Lente'],
  ['Storms', 'Грозы', 'Stürme', 'Orages', 'Tormentas', 'Burze', 'Temporali', 'Tempestades', '嵐', 'Stormen'],
  ['Summer', 'Лето', 'Sommer', 'Été', 'Verano', 'Lato', 'Estate', 'Verão', '夏', 'Zomer'],
  ['Sunrise', 'Рассвет', 'Sonnenaufgang', 'Lever du soleil', 'Amanecer', 'Wschód słońca', 'Alba', 'Nascer do sol', '日の出', 'Zonsopgang'],
  ['Sunset', 'Закат', 'Sonnenuntergang', 'Coucher du soleil', 'Puesta de sol', 'Zachód słońca', 'Tramonto', 'Pôr do sol', '夕焼け', 'Zonsondergang'],
  ['Timelapse', 'Таймлапс', 'Zeitraffer', 'Accéléré', 'Timelapse', 'Poklatkowe', 'Timelapse', 'Timelapse', 'タイムラプス', 'Timelapse'],
  ['Valleys', 'Долины', 'Täler', 'Vallées', 'Valles', 'Doliny', 'Valli', 'Vales', '谷', 'Valleien'],
  ['Waterfalls', 'Водопады', 'Wasserfälle', 'Cascades', 'Cascadas', 'Wodospady', 'Cascate', 'Cascatas', '滝', 'Watervallen'],
  ['Wildlife', 'Дикая природа', 'Tierwelt', 'Faune sauvage', 'Fauna salvaje', 'Dzika przyroda', 'Fauna selvatica', 'Vida selvagem', '野生動物', 'Wilde dieren'],
  ['Winter', 'Зима', 'Winter', 'Hiver', 'Invierno', 'Zima', 'Inverno', 'Inverno', '冬', 'Winter'],
];

/** A category's titles as the `titles` jsonb column wants them. */
export function categoryTitles(index: number): Record<TitleLanguage, string> {
  const row = CATEGORY_TITLES[index % CATEGORY_TITLES.length] as readonly string[];
  return Object.fromEntries(TITLE_LANGUAGES.map((lang, i) => [lang, row[i] as string])) as Record<
    TitleLanguage,
    string
  >;
}
