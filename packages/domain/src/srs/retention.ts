/**
 * The retention FSRS schedules for by default, and its allowed range (issue 19 §2): a module
 * without ts-fsrs, so that what needs only these numbers (the default preferences on the web's
 * first screen) does not load the scheduler.
 */
export const DEFAULT_DESIRED_RETENTION = 0.9;
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.97;
