/** English messages: flashcards.imports (messages/vi/flashcards-import.ts). */
import type { flashcardsImports as vi } from '../vi/flashcards-import.ts';
import type { Translation } from '../types.ts';

export const flashcardsImports: Translation<typeof vi> = {
  title: 'Import a set',
  subtitle: 'Bring a set over from Quizlet, Anki or a CSV file.',
  link: 'Import from Quizlet / Anki',
  fromFile: 'Upload a file',
  fromText: 'Paste text',
  file: 'File to import',
  fileHint:
    'Text exported from Quizlet (.txt), CSV with a header row, or an Anki package (.apkg, .colpkg).',
  fileRequired: 'Please choose a file to import',
  /** Anki review history (issue 24 §1): the option, and each card's line in the preview. */
  keepHistory: 'Keep review history',
  keepHistoryHint:
    "Anki packages: keep each card's due date and review history, to go on studying as in Anki.",
  cardHistory: 'reviewed {n, plural, one {# time} other {# times}} · due {date}',
  text: 'Text exported from Quizlet',
  textPlaceholder: 'resilient\table to recover quickly\nscarce\tin short supply',
  textRequired: 'Please paste the text to import',
  textHint:
    'You can also copy a whole Quizlet set page and paste it here: term and definition on alternate lines are recognised.',
  layoutAlternating:
    'Term and definition detected on alternate lines (text copied from a Quizlet set page): {n, plural, one {# card} other {# cards}}. Check the first cards before importing.',
  readAsLines: 'Not right? Read each line as a card',
  layoutLines: 'Each line is read as a card, with the separators chosen.',
  readAsAlternating: 'Read term and definition on alternate lines',
  termSeparator: 'Between term and definition',
  cardSeparator: 'Between cards',
  tab: 'Tab',
  comma: 'Comma',
  newline: 'New line',
  semicolon: 'Semicolon',
  custom: 'Other',
  customOf: '{legend}: other character',
  preview: 'Preview',
  reading: 'Reading...',
  found: '{n, plural, one {# card ready to import} other {# cards ready to import}}',
  open: 'Open in the editor',
  problems: '{n, plural, one {# item to check} other {# items to check}}',
  more: '{n, plural, one {… and # more card} other {… and # more cards}}',
  tooMany:
    'A set holds at most {max, number} cards. Split the file into parts and import them one by one.',
  imported: 'The imported content is open. Check it, then press Save changes to save it.',
  export: 'Download',
  exportAs: 'Download as {format}',
  exportCsvImages: 'CSV + images (.zip)',
  thumbnail: 'Card {n} {side, select, front {front} other {back}} image',

  /** Picking an Anki package's cards (issue 24 §1): templates, decks, one set per deck. */
  pick: {
    groups: 'Choose which cards to import',
    group: '{noteType} — {template} ({n, plural, one {# card} other {# cards}})',
    groupUnread:
      'Unreadable note type: first two fields ({n, plural, one {# card} other {# cards}})',
    decks: 'Choose which decks to import',
    deck: '{name} ({n, plural, one {# card} other {# cards}})',
    saveDecks: 'Save as {n, plural, one {# set} other {# sets}}',
    saveDecksHint:
      'Each deck is saved as a set of its own, named after the deck. A deck with more than {max, number} cards is split into several sets.',
    partTitle: '{title} (part {part}/{parts})',
    saving: 'Saving set {i}/{n}: {title}…',
    saved: '{n, plural, one {# set saved:} other {# sets saved:}}',
    savedSet: '{title} — {n, plural, one {# card} other {# cards}}',
    failed: 'The set "{title}" could not be saved: {error} The sets already saved are kept.',
    retry: 'Save the remaining sets',
  },
  exportWithHistory: 'Anki (.apkg) with review history',

  /** The title of pasted text (contracts IMPORT_MESSAGES.defaultTitle). */
  defaultTitle: 'Imported set',
  problem: {
    missingSeparator:
      '{place, select, note {Note} other {Line}} {line}: no separator between term and definition was found — this line is skipped.',
    unpairedLine:
      '{place, select, note {Note} other {Line}} {line}: this term has no definition on the next line (odd number of lines) — this line is skipped; check the paired cards.',
    emptyFront:
      '{place, select, note {Note} other {Line}} {line}: the front is empty — this card is not imported.',
    emptyBack:
      '{place, select, note {Note} other {Line}} {line}: the back is empty — this card is not imported.',
    sideTooLong:
      '{place, select, note {Note} other {Line}} {line}: the {side, select, front {front} other {back}} is longer than {max} characters (at most {max} characters per side) — this card is not imported.',
    soundsDropped:
      '{place, select, note {Note} other {Line}} {line}: sounds {files} left out — the app does not import sounds yet, only text.',
    imagesDropped:
      '{place, select, note {Note} other {Line}} {line}: images {files} left out — each side of a card keeps only its first image.',
    imagesNotImported:
      '{place, select, note {Note} other {Line}} {line}: could not import images {files} (missing, unreadable, not a JPEG, PNG, WebP or GIF, or past 1000 images) — the card is imported without it.',
    overEditorLimit:
      'There are {count} cards, but a set holds at most {max} cards: from {place, select, note {note} other {line}} {line} on, save them in another set.',
    templateField:
      '{place, select, note {Note} other {Line}} {line}: the card template "{template}" of the note type "{noteType}" uses the field "{field}", which the note type lacks — it is left empty on every card of this template.',
    templateSyntax:
      '{place, select, note {Note} other {Line}} {line}: the card template "{template}" of the note type "{noteType}" has broken \'{{…}}\' markup — the broken part is left out; check this template\'s cards.',
    file: '"{name}"',
    fileMissing: '"{name}" (not in the package)',
    moreFiles: '{files}, …',
  },
  refusal: {
    textRequired: 'Please paste the text to import',
    textTooLong: 'The pasted text is too long (at most 10 million characters)',
    separatorInvalid: 'Invalid separator (1–{max} characters)',
    separatorsEqual:
      'The separator between term and definition must differ from the separator between cards',
    fileRequired: 'Please choose a file to import (the "file" field)',
    unsupportedBody: 'Upload a file (multipart/form-data) or send pasted text (JSON).',
    invalidJson: 'The data sent is not valid JSON.',
    uploadTooLarge: 'The uploaded file is too large (at most {maxMb} MB).',
    tooManyCards:
      'The file has more than {max} cards. One import takes at most {max} cards — split the file into smaller parts.',
    noCards: 'No cards were found in what was sent.',
    notUtf8:
      'Wrong file format: this is not UTF-8 text. Save it again as UTF-8 CSV or UTF-8 text (.txt) and try again.',
    notZip:
      'Not an Anki package (.apkg, .colpkg): the content is not a zip file. Export it from Anki again.',
    otherFileKind:
      'Wrong file format: this is {kind, select, png {a PNG image} jpeg {a JPEG image} gif {a GIF image} pdf {a PDF file} gzip {a gzip archive} zstd {a zstd archive} rar {a RAR archive} 7z {a 7z archive} office {an old Office document (.doc, .xls)} sqlite {an SQLite database} other {another kind of file}}, not an Anki package (.apkg, .colpkg), a CSV file or text (.txt).',
    noCollection:
      'Not an Anki package: the zip file holds no Anki collection (collection.anki2, collection.anki21 or collection.anki21b).',
    zipTooLarge: 'The Anki package unpacks to more than {maxMb} MB — too large to import.',
    unsafeZipEntry:
      'The zip file holds unsafe paths (such as "../" or absolute paths), so it was refused.',
    corruptZip: 'The zip file is damaged or uses a compression method that is not supported.',
    corruptCollection:
      'The Anki collection in the package cannot be read: the file is damaged or in the wrong format.',
    packageTooNew:
      'This Anki package was made by a newer Anki version that the app cannot read yet. In Anki, export it again and choose "Support older Anki versions".',
    collectionNotTables:
      'This Anki package was refused: in its collection, the notes, cards or decks table (notes, cards, col, decks) is not a plain table but a query (view) or a virtual table — Anki never makes that.',
    collectionHasTriggers:
      'This Anki package was refused: its collection holds triggers (commands that run by themselves in the database) — Anki never makes that.',
    importTimedOut:
      'The file takes too long to read (more than {seconds} seconds), so it was refused. Check the file, or split it into smaller files.',
    importTooLarge:
      'The file is too large to read (it needs too much memory), so it was refused. Split it into smaller files.',
    importBusy: 'The server is reading many other imports. Please try again in a few minutes.',
    csvBroken:
      'The CSV file is broken at line {line}: a double quote is not closed or is misplaced.',
  },
};
