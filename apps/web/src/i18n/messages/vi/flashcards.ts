/** Vietnamese messages: flashcards (issue 18 catalogue; ICU MessageFormat strings). */
export const flashcards = {};
