/** Vietnamese messages: IELTS speaking (issue 18 catalogue; ICU MessageFormat strings). */
export const speaking = {};
