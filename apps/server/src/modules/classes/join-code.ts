/**
 * A class's join code (issue 22 §1): JOIN_CODE_LENGTH characters of JOIN_CODE_ALPHABET (no
 * look-alikes), each drawn with node:crypto's randomInt (uniform, from the system's CSPRNG):
 * 31^8 ≈ 8.5·10^11 codes, so guessing one is impractical and a collision is retried.
 */
import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@app/contracts';

/** A fresh random join code, e.g. 'K7QW3MZP'. */
export function generateJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** The PostgreSQL error code of a driver error (node-postgres or PGlite, maybe wrapped). */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * Runs `write(code)` with fresh codes until one is not taken (unique violation 23505 on
 * classes.join_code), at most 5 times. `write` must run outside a transaction or in a
 * savepoint: a failed statement aborts the surrounding transaction.
 * @throws the last error when every try collided, or any other error at once.
 */
export async function withFreshJoinCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(generateJoinCode());
    } catch (error) {
      if (sqlState(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}
