/** Vietnamese messages: games (issue 18 catalogue; ICU MessageFormat strings). */
export const games = {};
