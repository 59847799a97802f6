import { b64url, constantTimeEqual, fromB64url, pbkdf2 } from './crypto';

// Workers allow at most 100,000 PBKDF2 iterations.
const ITERATIONS = 100_000;

/**
 * The secret ACCESS_CODE_HASH: `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url). Make one with
 * `npx tsx -e "import('./src/server/gate/access-code.ts').then(async m => console.log(await m.hashAccessCode('the code')))"`.
 */
export async function hashAccessCode(code: string, iterations = ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${b64url(salt)}$${b64url(await pbkdf2(code, salt, iterations))}`;
}

export async function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  const [scheme, iterText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterText);
  const salt = fromB64url(saltText ?? '');
  const expected = fromB64url(hashText ?? '');
  if (scheme !== 'pbkdf2-sha256' || !Number.isInteger(iterations) || iterations < 1 || iterations > ITERATIONS || !salt || !expected) return false;
  return constantTimeEqual(await pbkdf2(code.slice(0, 200), salt, iterations), expected);
}
