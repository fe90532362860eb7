// The words of the page around the canvas, in the four languages the game
// speaks: loading, header buttons, notices the page itself gives, and the
// About dialog (credits, reconstructed data, licences, the embed snippet).
// The canvas has its own translations (assets/i18n); these are shown before
// the wasm runs, or in HTML (selectable, copyable text).
(function () {
  'use strict';
  var games = {
    // Names of people and publishers are not translated; the year is the edition played.
    // Mascarade's and Mykerinos's credits are those their rulebooks print
    // (../shared/seeds). Shakespeare's rulebooks print none: its designer and
    // its year (Ystari, Essen 2015) come from reviews of the release; its
    // illustrator could not be checked, so none is named.
    mascarade: { title: 'Mascarade', designer: 'Bruno Faidutti', publisher: 'Repos Production', year: 2013,
                 artist: 'Jérémy Masson' },
    shakespeare: { title: 'Shakespeare', designer: 'Hervé Rigal', publisher: 'Ystari Games', year: 2015 },
    mykerinos: { title: 'Mykerinos', designer: 'Nicolas Oury', publisher: 'Ystari Games', year: 2006,
                 artist: 'Arnaud Demaegd' }
  };

  var words = {
    en: {
      language: 'English',
      tagline: 'board games in your browser',
      export: 'Export save', import: 'Import save',
      downloading: 'Downloading…', preparing: 'Preparing…', starting: 'Starting…', loading: 'Loading…',
      could_not_start: 'The game could not start: {what}',
      canvas: 'Game table',
      dismiss: 'Tap to dismiss',
      no_export: 'There is no game to export yet.',
      bad_game: 'This link asks for a game called “{value}”, which Tabula does not have. Pick one of the three games below.',
      bad_lang: 'This link asks for the language “{value}”; Tabula speaks English, Magyar, Español and Italiano, so it uses {used}.',
      about_title: 'About {game}',
      what: 'Tabula plays Mascarade, Shakespeare and Mykerinos in your browser, against bots, with friends at the same screen, or online. Games played here are saved in this browser only (the menu can export a save to a file); nothing is sent anywhere unless you choose Play online, which sends your name and your moves to the table’s server.',
      credits: 'The game',
      designer: 'Designer', publisher: 'Publisher', edition: 'Edition played', artist: 'Original illustrations',
      unofficial: 'Tabula is an unofficial adaptation made by fans; it is not affiliated with the publisher. If you enjoy it, buy the printed game.',
      reconstructed: 'Reconstructed data',
      recon_mascarade: 'The cast table (which characters are in play for each number of players) was a picture in the rulebook and was lost. Tabula’s table is reconstructed from two public sources that agree.',
      recon_shakespeare: 'The character deck, the objective cards, the costume payout table, the set grid and the act tracks were pictures in the rulebook and were lost. Tabula’s are reconstructed to fit every rule and every worked example of the rulebook.',
      recon_mykerinos: 'The 36 parcel cards were pictures in the rulebook and were lost. Tabula’s parcels are reconstructed to fit the rulebook: seven cards per patron, cartouches worth 0, 2, 3 or 5.',
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
      could_not_start: 'A játék nem tudott elindulni: {what}',
      canvas: 'Játékasztal',
      dismiss: 'Koppints a bezáráshoz',
      no_export: 'Még nincs letölthető játék.',
      bad_game: 'Ez a link egy „{value}” nevű játékot kér, ilyen a Tabulában nincs. Válassz az alábbi három játék közül.',
      bad_lang: 'Ez a link a(z) „{value}” nyelvet kéri; a Tabula angolul, magyarul, spanyolul és olaszul beszél, ezért ezt használja: {used}.',
      about_title: 'Névjegy – {game}',
      what: 'A Tabula a böngésződben játssza a Mascarade, a Shakespeare és a Mykerinos játékot, gépi ellenfelek ellen, barátokkal egy képernyő előtt vagy online. Az itt játszott játékok csak ebben a böngészőben mentődnek (a menüből fájlba menthetők); semmi nem megy el sehová, hacsak nem választod az Online játékot, amely a nevedet és a lépéseidet elküldi az asztal szerverének.',
      credits: 'A játék',
      designer: 'Tervező', publisher: 'Kiadó', edition: 'Kiadás', artist: 'Eredeti illusztrációk',
      unofficial: 'A Tabula rajongók nem hivatalos átirata, nem áll kapcsolatban a kiadóval. Ha tetszik, vedd meg a nyomtatott játékot.',
      reconstructed: 'Helyreállított adatok',
      recon_mascarade: 'A szereplőtábla (hány játékosnál mely karakterek vannak játékban) kép volt a szabálykönyvben, és elveszett. A Tabula táblája két egymással egyező nyilvános forrásból van helyreállítva.',
      recon_shakespeare: 'A karakterpakli, a feladatkártyák, a jelmezek kifizetési táblája, a díszletrács és a felvonássávok képek voltak a szabálykönyvben, és elvesztek. A Tabula ezeket úgy állította helyre, hogy a szabálykönyv minden szabályának és példájának megfeleljenek.',
      recon_mykerinos: 'A 36 terepkártya kép volt a szabálykönyvben, és elveszett. A Tabula terepkártyái a szabálykönyvhöz igazodva vannak helyreállítva: pártfogónként hét kártya, 0, 2, 3 vagy 5 értékű kartusokkal.',
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
      could_not_start: 'El juego no pudo empezar: {what}',
      canvas: 'Mesa de juego',
      dismiss: 'Toca para cerrar',
      no_export: 'Todavía no hay ninguna partida que exportar.',
      bad_game: 'Este enlace pide un juego llamado «{value}», que Tabula no tiene. Elige uno de los tres juegos de abajo.',
      bad_lang: 'Este enlace pide el idioma «{value}»; Tabula habla English, Magyar, Español e Italiano, así que usa {used}.',
      about_title: 'Acerca de {game}',
      what: 'Tabula juega a Mascarade, Shakespeare y Mykerinos en tu navegador, contra bots, con amigos ante la misma pantalla o en línea. Las partidas jugadas aquí se guardan solo en este navegador (el menú puede exportarlas a un archivo); no se envía nada a ningún sitio salvo si eliges Jugar en línea, que envía tu nombre y tus jugadas al servidor de la mesa.',
      credits: 'El juego',
      designer: 'Autor', publisher: 'Editorial', edition: 'Edición', artist: 'Ilustraciones originales',
      unofficial: 'Tabula es una adaptación no oficial hecha por aficionados; no está vinculada a la editorial. Si te gusta, compra el juego impreso.',
      reconstructed: 'Datos reconstruidos',
      recon_mascarade: 'La tabla de personajes (qué personajes se usan según el número de jugadores) era una imagen en el reglamento y se perdió. La tabla de Tabula está reconstruida a partir de dos fuentes públicas que coinciden.',
      recon_shakespeare: 'El mazo de personajes, las cartas de objetivo, la tabla de pagos del vestuario, la cuadrícula del decorado y los marcadores de los actos eran imágenes en el reglamento y se perdieron. Los de Tabula están reconstruidos para cumplir cada regla y cada ejemplo del reglamento.',
      recon_mykerinos: 'Las 36 cartas de parcela eran imágenes en el reglamento y se perdieron. Las de Tabula están reconstruidas según el reglamento: siete cartas por mecenas, con cartuchos de 0, 2, 3 o 5.',
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
      could_not_start: 'Il gioco non è potuto partire: {what}',
      canvas: 'Tavolo da gioco',
      dismiss: 'Tocca per chiudere',
      no_export: 'Non c’è ancora nessuna partita da esportare.',
      bad_game: 'Questo link chiede un gioco chiamato «{value}», che Tabula non ha. Scegli uno dei tre giochi qui sotto.',
      bad_lang: 'Questo link chiede la lingua «{value}»; Tabula parla English, Magyar, Español e Italiano, quindi usa {used}.',
      about_title: 'Informazioni su {game}',
      what: 'Tabula fa giocare Mascarade, Shakespeare e Mykerinos nel tuo browser, contro i bot, con amici davanti allo stesso schermo oppure online. Le partite giocate qui sono salvate solo in questo browser (il menu può esportarle in un file); non viene inviato nulla, a meno che tu non scelga Gioca online, che invia il tuo nome e le tue mosse al server del tavolo.',
      credits: 'Il gioco',
      designer: 'Autore', publisher: 'Editore', edition: 'Edizione', artist: 'Illustrazioni originali',
      unofficial: 'Tabula è un adattamento non ufficiale fatto da appassionati; non è legato all’editore. Se ti piace, compra il gioco stampato.',
      reconstructed: 'Dati ricostruiti',
      recon_mascarade: 'La tabella dei personaggi (quali personaggi sono in gioco per ogni numero di giocatori) era un’immagine nel regolamento ed è andata persa. La tabella di Tabula è ricostruita da due fonti pubbliche che concordano.',
      recon_shakespeare: 'Il mazzo dei personaggi, le carte obiettivo, la tabella dei pagamenti dei costumi, la griglia dell’allestimento e i tracciati degli atti erano immagini nel regolamento e sono andati persi. Quelli di Tabula sono ricostruiti per rispettare ogni regola e ogni esempio del regolamento.',
      recon_mykerinos: 'Le 36 carte terreno erano immagini nel regolamento e sono andate perse. Quelle di Tabula sono ricostruite secondo il regolamento: sette carte per mecenate, con cartigli da 0, 2, 3 o 5.',
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
  window.tabulaWords = { games: games, languages: Object.keys(words), pick: pick, say: say };
})();
