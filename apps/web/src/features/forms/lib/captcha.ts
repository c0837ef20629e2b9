// The self-hosted proof-of-work captcha (docs/API-forms.md): the form arrives with a challenge and a difficulty;
// the browser finds a nonce whose SHA-256 of `${challenge}:${nonce}` starts with `difficulty` zero bits. No
// third-party script, and it works offline once the form is loaded.

const leadingZeroBits = (bytes: Uint8Array) => {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
};

export interface CaptchaSolution {
  challenge: string;
  nonce: string;
}

/** Searches nonces in batches, yielding between them so the page stays responsive; stops on abort. */
export async function solveCaptcha(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
): Promise<CaptchaSolution> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)));
    if (leadingZeroBits(digest) >= difficulty) return { challenge, nonce: String(nonce) };
    if (nonce % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
