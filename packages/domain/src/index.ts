export * from './time.ts';
export * from './srs/sm2.ts';
export * from './srs/order.ts';
export * from './srs/session.ts';
export * from './dictionary/word-of-the-day.ts';
export * from './flashcards/card-replacement.ts';
export * from './srs/session-log.ts';
