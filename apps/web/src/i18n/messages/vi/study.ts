/** Vietnamese messages: study (issue 18 catalogue; ICU MessageFormat strings). */
export const study = {};
