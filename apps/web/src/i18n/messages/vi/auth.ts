/** Vietnamese messages: auth (issue 18 catalogue; ICU MessageFormat strings). */
export const auth = {};
