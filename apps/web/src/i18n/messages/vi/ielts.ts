/** Vietnamese messages: the IELTS hub, test lists, results and what the four skills share (issue 18 catalogue; ICU MessageFormat strings). */
export const ielts = {};
