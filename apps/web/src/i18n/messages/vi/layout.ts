/** Vietnamese messages: layout (issue 18 catalogue; ICU MessageFormat strings). */
export const layout = {};
