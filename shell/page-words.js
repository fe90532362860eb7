// The words of the page around the canvas, in the four languages the game
// speaks: loading, header buttons, notices the page itself gives, and the
// About dialog (credits, reconstructed data, licences, the embed snippet).
// The canvas has its own translations (assets/i18n); these are shown before
// the wasm runs, or in HTML (selectable, copyable text).
(function () {
  'use strict';
  // The games come from the engine once the wasm runs (page.js calls
  // setGames with tabula_games(): engine/games.cc, each game's about words in
  // assets/i18n/<game>/); until then none is known.
  var games = {};
  function setGames(list) {
    Object.keys(games).forEach(function (k) { delete games[k]; });
    list.forEach(function (g) { games[g.name] = g; });
  }

  var words = {
    en: {
      language: 'English',
      tagline: 'board games in your browser',
      export: 'Export save', import: 'Import save',
      downloading: 'Downloading…', preparing: 'Preparing…', starting: 'Starting…', loading: 'Loading…',
      loading_art: 'Loading art…',
      could_not_start: 'The game could not start: {what}',
      canvas: 'Game table',
      dismiss: 'Tap to dismiss',
      no_export: 'There is no game to export yet.',
      bad_game: 'This link asks for a game called “{value}”, which Tabula does not have. Pick one of the games below.',
      bad_lang: 'This link asks for the language “{value}”; Tabula speaks English, Magyar, Español and Italiano, so it uses {used}.',
      about_title: 'About {game}',
      what: 'Tabula plays board games in your browser, against bots, with friends at the same screen, or online. Games played here are saved in this browser only (the menu can export a save to a file); nothing is sent anywhere unless you choose Play online, which sends your name and your moves to the table’s server.',
      credits: 'The game',
      designer: 'Designer', publisher: 'Publisher', edition: 'Edition played', artist: 'Original illustrations',
      unofficial: 'Tabula is an unofficial adaptation made by fans; it is not affiliated with the publisher. If you enjoy it, buy the printed game.',
      reconstructed: 'Reconstructed data',
      recon_fix: 'If you own the printed game and a value differs, it can be corrected in one data file.',
      licences: 'Licences',
      icons: 'Icons', display_face: 'Display face', text_face: 'Text', drawings: 'Cards, boards and tokens', credit_changed: 'recoloured and composed into Tabula’s cards and tokens',
      embed: 'Put {game} on your page',
      embed_hint: 'Paste this into your page’s HTML. Without “players” the reader picks the number of players; the game speaks the reader’s language unless you add “&lang=en”.',
      copy: 'Copy', copied: 'Copied', copy_failed: 'Select the text and copy it with Ctrl+C (or a long press).',
      close: 'Close'
    },
    hu: {
      language: 'Magyar',
      tagline: 'társasjátékok a böngészőben',
      export: 'Mentés letöltése', import: 'Betöltés',
      downloading: 'Letöltés…', preparing: 'Előkészítés…', starting: 'Indítás…', loading: 'Betöltés…',
      loading_art: 'Képek betöltése…',
      could_not_start: 'A játék nem tudott elindulni: {what}',
      canvas: 'Játékasztal',
      dismiss: 'Koppints a bezáráshoz',
      no_export: 'Még nincs letölthető játék.',
      bad_game: 'Ez a link egy „{value}” nevű játékot kér, ilyen a Tabulában nincs. Válassz az alábbi játékok közül.',
      bad_lang: 'Ez a link a(z) „{value}” nyelvet kéri; a Tabula angolul, magyarul, spanyolul és olaszul beszél, ezért ezt használja: {used}.',
      about_title: 'Névjegy – {game}',
      what: 'A Tabulával társasjátékokat játszhatsz a böngésződben, gépi ellenfelek ellen, barátokkal egy képernyő előtt vagy online. Az itt játszott játékok csak ebben a böngészőben mentődnek (a menüből fájlba menthetők); semmi nem megy el sehová, hacsak nem választod az Online játékot, amely a nevedet és a lépéseidet elküldi az asztal szerverének.',
      credits: 'A játék',
      designer: 'Tervező', publisher: 'Kiadó', edition: 'Kiadás', artist: 'Eredeti illusztrációk',
      unofficial: 'A Tabula rajongók nem hivatalos átirata, nem áll kapcsolatban a kiadóval. Ha tetszik, vedd meg a nyomtatott játékot.',
      reconstructed: 'Helyreállított adatok',
      recon_fix: 'Ha megvan a nyomtatott játék, és egy érték eltér, egyetlen adatfájlban javítható.',
      licences: 'Licencek',
      icons: 'Ikonok', display_face: 'Díszbetű', text_face: 'Szöveg', drawings: 'Kártyák, táblák és jelzők', credit_changed: 'átszínezve, a Tabula kártyáiba és jelzőibe illesztve',
      embed: 'Tedd a(z) {game} játékot a saját oldaladra',
      embed_hint: 'Másold be ezt az oldalad HTML-jébe. „players” nélkül az olvasó választja ki a játékosok számát; a játék az olvasó nyelvén szól, hacsak nem teszed hozzá: „&lang=hu”.',
      copy: 'Másolás', copied: 'Kimásolva', copy_failed: 'Jelöld ki a szöveget, és másold Ctrl+C-vel (vagy hosszú érintéssel).',
      close: 'Bezárás'
    },
    es: {
      language: 'Español',
      tagline: 'juegos de mesa en tu navegador',
      export: 'Exportar partida', import: 'Importar',
      downloading: 'Descargando…', preparing: 'Preparando…', starting: 'Iniciando…', loading: 'Cargando…',
      loading_art: 'Cargando las ilustraciones…',
      could_not_start: 'El juego no pudo empezar: {what}',
      canvas: 'Mesa de juego',
      dismiss: 'Toca para cerrar',
      no_export: 'Todavía no hay ninguna partida que exportar.',
      bad_game: 'Este enlace pide un juego llamado «{value}», que Tabula no tiene. Elige uno de los juegos de abajo.',
      bad_lang: 'Este enlace pide el idioma «{value}»; Tabula habla English, Magyar, Español e Italiano, así que usa {used}.',
      about_title: 'Acerca de {game}',
      what: 'Con Tabula juegas a juegos de mesa en tu navegador, contra bots, con amigos ante la misma pantalla o en línea. Las partidas jugadas aquí se guardan solo en este navegador (el menú puede exportarlas a un archivo); no se envía nada a ningún sitio salvo si eliges Jugar en línea, que envía tu nombre y tus jugadas al servidor de la mesa.',
      credits: 'El juego',
      designer: 'Autor', publisher: 'Editorial', edition: 'Edición', artist: 'Ilustraciones originales',
      unofficial: 'Tabula es una adaptación no oficial hecha por aficionados; no está vinculada a la editorial. Si te gusta, compra el juego impreso.',
      reconstructed: 'Datos reconstruidos',
      recon_fix: 'Si tienes el juego impreso y un valor no coincide, se corrige en un solo archivo de datos.',
      licences: 'Licencias',
      icons: 'Iconos', display_face: 'Tipografía de títulos', text_face: 'Texto', drawings: 'Cartas, tableros y fichas', credit_changed: 'recoloreados y compuestos en las cartas y fichas de Tabula',
      embed: 'Pon {game} en tu página',
      embed_hint: 'Pega esto en el HTML de tu página. Sin «players» el lector elige el número de jugadores; el juego habla el idioma del lector salvo que añadas «&lang=es».',
      copy: 'Copiar', copied: 'Copiado', copy_failed: 'Selecciona el texto y cópialo con Ctrl+C (o una pulsación larga).',
      close: 'Cerrar'
    },
    it: {
      language: 'Italiano',
      tagline: 'giochi da tavolo nel browser',
      export: 'Esporta partita', import: 'Importa',
      downloading: 'Download in corso…', preparing: 'Preparazione…', starting: 'Avvio…', loading: 'Caricamento…',
      loading_art: 'Caricamento delle illustrazioni…',
      could_not_start: 'Il gioco non è potuto partire: {what}',
      canvas: 'Tavolo da gioco',
      dismiss: 'Tocca per chiudere',
      no_export: 'Non c’è ancora nessuna partita da esportare.',
      bad_game: 'Questo link chiede un gioco chiamato «{value}», che Tabula non ha. Scegli uno dei giochi qui sotto.',
      bad_lang: 'Questo link chiede la lingua «{value}»; Tabula parla English, Magyar, Español e Italiano, quindi usa {used}.',
      about_title: 'Informazioni su {game}',
      what: 'Con Tabula giochi ai giochi da tavolo nel tuo browser, contro i bot, con amici davanti allo stesso schermo oppure online. Le partite giocate qui sono salvate solo in questo browser (il menu può esportarle in un file); non viene inviato nulla, a meno che tu non scelga Gioca online, che invia il tuo nome e le tue mosse al server del tavolo.',
      credits: 'Il gioco',
      designer: 'Autore', publisher: 'Editore', edition: 'Edizione', artist: 'Illustrazioni originali',
      unofficial: 'Tabula è un adattamento non ufficiale fatto da appassionati; non è legato all’editore. Se ti piace, compra il gioco stampato.',
      reconstructed: 'Dati ricostruiti',
      recon_fix: 'Se hai il gioco stampato e un valore è diverso, si corregge in un solo file di dati.',
      licences: 'Licenze',
      icons: 'Icone', display_face: 'Carattere dei titoli', text_face: 'Testo', drawings: 'Carte, plance e segnalini', credit_changed: 'ricolorate e composte nelle carte e nei segnalini di Tabula',
      embed: 'Metti {game} sulla tua pagina',
      embed_hint: 'Incolla questo nell’HTML della tua pagina. Senza «players» il lettore sceglie il numero di giocatori; il gioco parla la lingua del lettore a meno che tu non aggiunga «&lang=it».',
      copy: 'Copia', copied: 'Copiato', copy_failed: 'Seleziona il testo e copialo con Ctrl+C (o una pressione prolungata).',
      close: 'Chiudi'
    }
  };

  // The page's language: the URL's, else the browser's, else English.
  function pick(lang) {
    var l = String(lang || '').toLowerCase().slice(0, 2);
    return Object.prototype.hasOwnProperty.call(words, l) ? l : null;
  }
  function say(lang, key, vars) {
    var table = words[pick(lang) || 'en'];
    var text = table[key] !== undefined ? table[key] : words.en[key];
    Object.keys(vars || {}).forEach(function (k) { text = text.split('{' + k + '}').join(String(vars[k])); });
    return text;
  }
  window.tabulaWords = { games: games, setGames: setGames, languages: Object.keys(words), pick: pick, say: say };
})();
