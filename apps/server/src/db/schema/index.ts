export * from './auth.ts';
export * from './flashcards.ts';
export * from './study.ts';
export * from './ielts.ts';
