/** Anki note types rendered into this app's cards (issue 24 §1): see note-render.ts. */
export * from './cloze.ts';
export * from './template-parse.ts';
export * from './template-render.ts';
export * from './note-render.ts';
