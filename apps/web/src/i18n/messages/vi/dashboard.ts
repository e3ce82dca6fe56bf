/** Vietnamese messages: dashboard (issue 18 catalogue; ICU MessageFormat strings). */
export const dashboard = {};
