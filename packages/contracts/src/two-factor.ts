/**
 * The lockout of two-factor sign-in (issue 34 item 29), shared by the server (Better Auth's
 * `accountLockout`) and the messages that state it. After `maxFailedAttempts` wrong codes in a
 * row for one account — authenticator codes and backup codes alike, counted across sign-in
 * challenges, devices and server instances (the count is on the account's row), reset by a
 * right code — every code is refused for `minutes`; after that the count starts again.
 *
 * Why 5 and 15: a sign-in already needs the password, and each sign-in challenge takes at most
 * 5 codes (Better Auth), so a learner who mistypes gets one challenge's worth; an attacker who
 * has the password gets at most 5 guesses per 15 minutes, 480 a day, against ~3 accepted codes
 * in a million (the current code and its neighbours): about 0.14 % a day, while the account's
 * owner loses a quarter of an hour at most. NIST SP 800-63B §5.2.2 asks for no more than 100
 * consecutive failures.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 5, minutes: 15 } as const;
