/** Vietnamese messages: dictionary (issue 18 catalogue; ICU MessageFormat strings). */
export const dictionary = {};
