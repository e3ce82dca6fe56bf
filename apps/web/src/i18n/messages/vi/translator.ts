/** Vietnamese messages: translator (issue 18 catalogue; ICU MessageFormat strings). */
export const translator = {};
