export * from './errors.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './passwords.ts';
export * from './text.ts';
export * from './flashcards.ts';
export * from './study.ts';
