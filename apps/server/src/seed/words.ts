/** Neutral word lists for synthetic demo content: colours, weather, animals, places. No people, no names. */
export const ADJECTIVES = [
  'amber',
  'azure',
  'bright',
  'calm',
  'coral',
  'crimson',
  'dusky',
  'emerald',
  'gentle',
  'golden',
  'hazel',
  'hollow',
  'ivory',
  'jade',
  'lively',
  'lunar',
  'misty',
  'mossy',
  'north',
  'olive',
  'pale',
  'quiet',
  'rainy',
  'rosy',
  'rustic',
  'sandy',
  'silver',
  'snowy',
  'sunny',
  'swift',
  'teal',
  'tidal',
  'velvet',
  'violet',
  'warm',
  'wild',
  'windy',
  'winter',
  'yellow',
  'zesty',
] as const;

export const NOUNS = [
  'badger',
  'bay',
  'brook',
  'canyon',
  'cedar',
  'cliff',
  'cloud',
  'comet',
  'coast',
  'crane',
  'dune',
  'falcon',
  'fern',
  'field',
  'forest',
  'fox',
  'garden',
  'glacier',
  'harbor',
  'heron',
  'hill',
  'island',
  'lagoon',
  'lake',
  'lantern',
  'meadow',
  'mesa',
  'otter',
  'owl',
  'pine',
  'prairie',
  'reef',
  'ridge',
  'river',
  'robin',
  'shore',
  'sparrow',
  'spring',
  'summit',
  'valley',
] as const;

export const PHRASES = [
  'at dawn',
  'after the rain',
  'by the water',
  'in the evening',
  'on a long road',
  'under the stars',
  'in spring',
  'at midday',
  'through the fog',
  'before the storm',
  'in slow motion',
  'from above',
] as const;

export const STUDIO_WORDS = [
  'studio',
  'works',
  'pictures',
  'films',
  'media',
  'house',
  'lab',
  'collective',
] as const;

/** First syllables of the synthetic names, by initial (every letter, so the model letter filter finds someone). */
// biome-ignore format: a table of syllables reads better in rows.
export const NAME_STARTS: Record<string, readonly string[]> = {
  a: ['Ale', 'Ama', 'Ari', 'Ave'], b: ['Bel', 'Bri', 'Bea'], c: ['Cal', 'Cori', 'Celi'], d: ['Dav', 'Deli', 'Dara'],
  e: ['Ela', 'Emi', 'Eve'], f: ['Fel', 'Fio', 'Fara'], g: ['Gal', 'Gia', 'Gre'], h: ['Hal', 'Hel', 'Hira'],
  i: ['Ila', 'Ine', 'Iri'], j: ['Jal', 'Jes', 'Jora'], k: ['Kai', 'Kel', 'Kira'], l: ['Lia', 'Lor', 'Lune'],
  m: ['Mar', 'Mei', 'Mira'], n: ['Nal', 'Nea', 'Nori'], o: ['Oda', 'Oli', 'Ora'], p: ['Pal', 'Pia', 'Pera'],
  q: ['Qui', 'Qua', 'Quel'], r: ['Rai', 'Ren', 'Rosa'], s: ['Sal', 'Sel', 'Sora'], t: ['Tal', 'Tea', 'Tira'],
  u: ['Ula', 'Uri', 'Una'], v: ['Val', 'Vei', 'Vira'], w: ['Wen', 'Wil', 'Wyn'], x: ['Xan', 'Xe', 'Xio'],
  y: ['Yar', 'Yel', 'Yuna'], z: ['Zal', 'Zeni', 'Zora'],
};
// biome-ignore format: a table of syllables reads better in rows.
export const NAME_ENDS = ['na', 'ra', 'lie', 'ne', 'la', 'ssa', 'ny', 'th', 'n', 'dra', 'lyn', 'ka', 'ria', 'ndo', 'ro', 'el', 'is', 'ren', 'mi', 'ta'] as const;
// biome-ignore format: a table of syllables reads better in rows.
export const SURNAME_STARTS = ['Vel', 'Mor', 'Dra', 'Ket', 'Sol', 'Bran', 'Tor', 'Lin', 'Har', 'Wes', 'Cor', 'Fen', 'Ral', 'Ost', 'Mir', 'Gal', 'Quen', 'Ys', 'Ner', 'Pell'] as const;
// biome-ignore format: a table of syllables reads better in rows.
export const SURNAME_ENDS = ['mar', 'dell', 'vik', 'sen', 'ley', 'more', 'wood', 'berg', 'ridge', 'vale', 'ford', 'stone', 'croft', 'holm', 'lund', 'quist', 'avar', 'ethe'] as const;

export const BODY_TYPES = ['slim', 'petite', 'athletic', 'average', 'curvy', 'muscular'] as const;

export const EDUCATION = ['High school', 'College', 'University', 'Art school', 'Self-taught'] as const;

// biome-ignore format: a list of words reads better in rows.
export const OCCUPATIONS = ['photographer', 'teacher', 'engineer', 'designer', 'student', 'nurse', 'chef', 'writer', 'musician', 'developer', 'gardener', 'pilot', 'librarian', 'architect', 'sailor'] as const;

// biome-ignore format: a list of words reads better in rows.
export const INTERESTS = ['hiking', 'photography', 'cycling', 'cooking', 'travel', 'films', 'music', 'birdwatching', 'sailing', 'reading', 'gardening', 'climbing', 'painting', 'running', 'astronomy'] as const;

/** About-me lines; `{noun}` and `{adj}` take words of the lists above. */
export const ABOUT_ME = [
  'Here for calm videos and good company.',
  'I collect {adj} landscapes and share the best ones in my playlists.',
  'Weekend traveller, weekday dreamer. Ask me about the {noun} near my home.',
  'Mostly watching, sometimes commenting. Be kind.',
  'Long walks, {adj} mornings and slow films.',
  'I make playlists for rainy days.',
] as const;

/** Comment lines (5 to 256 characters, §5). */
export const COMMENTS = [
  'Beautiful colours in this one.',
  'The light at the end is wonderful.',
  'Watched it twice already.',
  'Great pace, very relaxing.',
  'More like this please!',
  'The {noun} shot is my favourite part.',
  'Such a {adj} mood, thank you for sharing.',
  'Added to my playlist.',
  'Who else is watching this on a {adj} evening?',
  'The sound of the {noun} is so calming.',
  'Nice camera work, steady and clear.',
  'Short but lovely.',
  'I could watch this all day.',
  'Is there a longer version?',
  'This reminds me of a {noun} near my town.',
  'Perfect for a quiet night.',
  'Top quality as always.',
  'The music fits the {adj} scenery perfectly.',
] as const;

/** Private message lines (1 to 1000 characters). */
export const MESSAGES = [
  'Hi! How are you?',
  'Thanks for the playlist tip.',
  'Have you seen the new {noun} video?',
  'Sure, see you later.',
  'I added a few {adj} ones to my favourites.',
  'Haha, yes exactly.',
  'Which channel was that again?',
  'Good morning!',
  'Thanks, you too.',
  'I will check it out tonight.',
  'That {noun} scene was amazing.',
  'Let me know what you think.',
] as const;

/** Video description sentences. */
export const DESCRIPTIONS = [
  'A {adj} {noun} filmed in one long take.',
  'Recorded on a {adj} day, with the natural sound of the {noun}.',
  'No music, just the {noun} and the wind.',
  'Part of a series about the {adj} side of the {noun}.',
  'Shot handheld, then slowed down for the final minutes.',
  'The camera follows the {noun} from first light to dusk.',
  'A short study of colour and movement.',
] as const;

/** Channel description sentences. */
export const CHANNEL_DESCRIPTIONS = [
  'Independent studio filming {adj} landscapes since the early days.',
  'Calm footage of the {noun} and its seasons, new videos every week.',
  'A small team with a love for {adj} light and long takes.',
  'Nature in high definition: coasts, forests and skies.',
] as const;

/** Model description sentences; `{name}` is the model's name. */
export const MODEL_DESCRIPTIONS = [
  '{name} is known for {adj} outdoor scenes and a calm presence on camera.',
  '{name} started in front of the camera in a small studio and now works with several channels.',
  'Fans of {name} praise the natural style and the {adj} settings.',
  '{name} likes travelling and often films near the {noun}.',
] as const;

/** Playlist title patterns; `{Adj}`, `{adj}`, `{noun}` and `{Category}` are filled in. */
export const PLAYLIST_TITLES = [
  '{Adj} {noun} collection',
  'Best of {Category}',
  '{Category} favourites',
  'For a {adj} evening',
  'My {adj} picks',
  'Saved for later',
  '{Adj} mornings',
] as const;
