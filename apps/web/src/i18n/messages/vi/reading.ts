/** Vietnamese messages: IELTS reading (issue 18 catalogue; ICU MessageFormat strings). */
export const reading = {};
