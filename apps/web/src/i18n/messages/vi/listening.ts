/** Vietnamese messages: IELTS listening (issue 18 catalogue; ICU MessageFormat strings). */
export const listening = {};
