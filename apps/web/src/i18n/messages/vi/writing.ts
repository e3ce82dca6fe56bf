/** Vietnamese messages: IELTS writing (issue 18 catalogue; ICU MessageFormat strings). */
export const writing = {};
