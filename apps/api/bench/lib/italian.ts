// Word lists for a plausible Italian catalogue: venue kinds, people, things, streets and towns.

// prettier-ignore
export const KINDS = [
  'Trattoria', 'Osteria', 'Pizzeria', 'Ristorante', 'Bar', 'Caffè', 'Enoteca', 'Gelateria', 'Pasticceria',
  'Locanda', 'Taverna', 'Bistrot', 'Agriturismo', 'Braceria', 'Hostaria', 'Paninoteca', 'Rosticceria',
  'Friggitoria', 'Vineria', 'Birreria', 'Focacceria', 'Piadineria', 'Cantina', 'Tavola Calda',
];

// prettier-ignore
export const PEOPLE = [
  'Mario', 'Gino', 'Giovanni', 'Nonna Rosa', 'Zia Pina', 'Peppe', 'Totò', 'Carmela', 'Luigi', 'Antonio',
  'Francesco', 'Giuseppe', 'Salvatore', 'Vincenzo', 'Anna', 'Lucia', 'Teresa', 'Bruno', 'Enzo', 'Franco',
  'Marco', 'Paolo', 'Sergio', 'Roberto', 'Alfredo', 'Beppe', 'Nando', 'Tonino', 'Checco', 'Lella', 'Ciro',
  'Gennaro', 'Pasquale', 'Rocco', 'Domenico', 'Cesare', 'Augusto', 'Ettore', 'Renato', 'Aldo', 'Dario',
  'Fabio', 'Gianni', 'Lorenzo', 'Matteo', 'Nicola', 'Piero', 'Raffaele', 'Stefano', 'Tommaso', 'Ugo',
  'Valerio', 'Vittorio', 'Adriana', 'Bianca', 'Chiara', 'Elena', 'Giulia', 'Maria', 'Rita', 'Silvana',
  'Nonno Pino', 'Zio Tano', 'Sora Lella', 'Mamma Angela', 'i Fratelli Rossi', 'Baffo', 'Pippo', 'Ninetta',
];

// prettier-ignore
export const THINGS = [
  'il Vecchio Mulino', 'il Gambero Rosso', 'la Lanterna', 'la Pergola', 'la Cantinetta', 'la Buca', 'il Rustico',
  'il Focolare', 'il Ponte', 'la Torre', 'la Piazzetta', 'la Fontana', 'il Gatto Nero', 'il Sole', 'la Luna',
  'la Stella', 'il Porto', 'il Faro', 'il Borgo', 'il Campanile', 'il Giardino', "l'Orto", 'la Vigna',
  'il Frantoio', 'il Forno', 'il Cortile', 'la Loggia', 'i Tre Archi', 'i Due Leoni', 'il Carretto',
  'la Barca', "l'Ancora", 'la Conchiglia', 'il Pescatore', 'la Corte', 'il Cavallino', 'la Rondine',
  'il Tagliere', 'la Brace', 'il Girasole', 'la Quercia', "l'Ulivo", 'il Melograno', 'la Cicala',
  'il Grillo Parlante', 'la Zucca', 'il Pomodoro', 'il Basilico', 'la Mozzarella', 'il Vesuvio', 'Bellavista',
  'Belvedere', 'Paradiso', 'Miramare', 'Sorriso', 'Dolce Vita', 'Buongusto', 'Bontà', 'Centrale', 'Stazione',
];

// prettier-ignore
export const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo",
  'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso',
  'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi',
  'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone',
  'Giuliani', 'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi',
  'Martino', 'Fiore', 'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali',
];

export const STREET_KINDS = ['Via', 'Via', 'Via', 'Viale', 'Corso', 'Piazza', 'Vicolo', 'Largo', 'Lungomare'];

// prettier-ignore
export const STREETS = [
  'Roma', 'Garibaldi', 'Giuseppe Mazzini', 'Vittorio Emanuele II', 'Cavour', 'Dante Alighieri',
  'XX Settembre', 'Nazionale', 'dei Mille', 'Umberto I', 'Giacomo Matteotti', 'della Repubblica',
  'IV Novembre', 'Guglielmo Marconi', 'Giuseppe Verdi', 'San Francesco', 'del Corso', 'Alessandro Manzoni',
  'Giacomo Leopardi', 'Antonio Gramsci', 'della Libertà', 'Aldo Moro', 'Cesare Battisti', 'Nino Bixio',
  'Trieste', 'Trento', 'Milano', 'Napoli', 'Firenze', 'Venezia', 'Torino', 'dei Martiri', 'delle Rose',
  'dei Pini', 'del Mare', 'del Popolo', 'del Duomo', 'del Municipio', 'della Stazione', 'Santa Lucia',
  'San Giovanni', 'San Marco', 'Sant’Antonio', 'Carlo Alberto', 'Principe Amedeo', 'Marco Polo',
  'Cristoforo Colombo', 'Leonardo da Vinci', 'Michelangelo', 'Raffaello', 'Galileo Galilei', 'Enrico Fermi',
  'Luigi Pirandello', 'Giovanni Pascoli', 'Ugo Foscolo', 'Piave', 'Isonzo', 'Monte Grappa', 'Caduti',
];

/** Town, province code and postcode prefix. */
// prettier-ignore
export const TOWNS: [string, string, string][] = [
  ['Roma', 'RM', '001'], ['Milano', 'MI', '201'], ['Napoli', 'NA', '801'], ['Torino', 'TO', '101'],
  ['Palermo', 'PA', '901'], ['Genova', 'GE', '161'], ['Bologna', 'BO', '401'], ['Firenze', 'FI', '501'],
  ['Bari', 'BA', '701'], ['Catania', 'CT', '951'], ['Venezia', 'VE', '301'], ['Verona', 'VR', '371'],
  ['Messina', 'ME', '981'], ['Padova', 'PD', '351'], ['Trieste', 'TS', '341'], ['Brescia', 'BS', '251'],
  ['Parma', 'PR', '431'], ['Taranto', 'TA', '741'], ['Prato', 'PO', '591'], ['Modena', 'MO', '411'],
  ['Reggio Calabria', 'RC', '891'], ['Reggio Emilia', 'RE', '421'], ['Perugia', 'PG', '061'],
  ['Livorno', 'LI', '571'], ['Ravenna', 'RA', '481'], ['Cagliari', 'CA', '091'], ['Foggia', 'FG', '711'],
  ['Rimini', 'RN', '479'], ['Salerno', 'SA', '841'], ['Ferrara', 'FE', '441'], ['Sassari', 'SS', '071'],
  ['Latina', 'LT', '041'], ['Monza', 'MB', '209'], ['Siracusa', 'SR', '961'], ['Pescara', 'PE', '651'],
  ['Bergamo', 'BG', '241'], ['Trento', 'TN', '381'], ['Vicenza', 'VI', '361'], ['Bolzano', 'BZ', '391'],
  ['Lecce', 'LE', '731'], ['Pisa', 'PI', '561'], ['Lucca', 'LU', '551'], ['Siena', 'SI', '531'],
  ['Como', 'CO', '221'], ['Matera', 'MT', '751'], ['Amalfi', 'SA', '840'], ['Sorrento', 'NA', '800'],
  ['Taormina', 'ME', '980'], ['Alghero', 'SS', '070'], ['Cortina d’Ampezzo', 'BL', '320'],
];

// prettier-ignore
export const CATEGORIES: ['location' | 'cuisine' | 'mood', string, string][] = [
  ['location', 'Centro storico', '🏛️'], ['location', 'Lungomare', '🌊'], ['location', 'Campagna', '🌾'],
  ['location', 'Montagna', '⛰️'], ['location', 'Lago', '🏞️'], ['location', 'Stazione', '🚉'],
  ['cuisine', 'Pizza', '🍕'], ['cuisine', 'Pesce', '🐟'], ['cuisine', 'Carne', '🥩'],
  ['cuisine', 'Vegetariana', '🥗'], ['cuisine', 'Romana', '🍝'], ['cuisine', 'Napoletana', '🍕'],
  ['cuisine', 'Siciliana', '🍋'], ['cuisine', 'Toscana', '🍷'], ['cuisine', 'Emiliana', '🧀'],
  ['cuisine', 'Pugliese', '🫒'], ['cuisine', 'Gelato', '🍨'], ['cuisine', 'Dolci', '🍰'],
  ['cuisine', 'Caffetteria', '☕'], ['cuisine', 'Street food', '🥙'], ['mood', 'Romantico', '🕯️'],
  ['mood', 'Famiglia', '👨‍👩‍👧'], ['mood', 'Informale', '😊'], ['mood', 'Elegante', '🥂'],
  ['mood', 'Aperitivo', '🍹'], ['mood', 'Dog friendly', '🐕'], ['mood', 'All’aperto', '🌳'],
];
