/** Vietnamese messages: settings (issue 18 catalogue; ICU MessageFormat strings). */
export const settings = {};
