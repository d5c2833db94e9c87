// The other spellings of a signed token (auth/signedTokens.ts): the same payload with its
// signature's last character changed in the bits base64url leaves unused, so each decodes to
// the same bytes as the real one. The signer accepts only the spelling it wrote.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function otherSpellings(token: string): string[] {
  const [payload, signature] = token.split('.') as [string, string];
  // 32 bytes are 43 characters: the last carries 4 bits of the MAC and 2 unused ones.
  const last = ALPHABET.indexOf(signature.at(-1)!);
  const spellings = [0, 1, 2, 3].map((low) => ALPHABET[(last & ~3) | low]!).filter((c) => c !== signature.at(-1));
  return spellings.map((c) => `${payload}.${signature.slice(0, -1)}${c}`);
}
