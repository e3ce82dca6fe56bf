/** Vietnamese messages: radio (issue 18 catalogue; ICU MessageFormat strings). */
export const radio = {};
