// The self-hosted CAPTCHA of public forms: a proof of work. The server hands out a random challenge inside the
// form's fill token; the browser finds a nonce whose SHA-256(`${challenge}:${nonce}`) starts with
// FORM_SPAM.captchaBits zero bits; the server checks it with one hash. No third-party script, works offline.

/** Whether a SHA-256 digest (hex) starts with `bits` zero bits. */
export function meetsDifficulty(hex: string, bits: number): boolean {
  const fullNibbles = Math.floor(bits / 4);
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  for (let i = 0; i < fullNibbles; i++) if (hex[i] !== '0') return false;
  const rest = bits % 4;
  return rest === 0 || parseInt(hex[fullNibbles]!, 16) < 1 << (4 - rest);
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of text as hex, through Web Crypto (browsers and Node 20 alike). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Finds the nonce for a challenge (the filler runs this; `signal` stops it when the page goes away). */
export async function solveProofOfWork(challenge: string, bits: number, signal?: AbortSignal): Promise<string> {
  for (let nonce = 0; ; nonce++) {
    if (signal?.aborted) throw new Error('aborted');
    if (meetsDifficulty(await sha256Hex(`${challenge}:${nonce}`), bits)) return String(nonce);
  }
}
