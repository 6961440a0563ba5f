import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** Compared against when no user matches, so unknown emails cost as much time as known ones. */
export const DUMMY_HASH = bcrypt.hashSync('local-auth-timing-equaliser', BCRYPT_COST);
