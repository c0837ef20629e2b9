/** How long a provider may take to answer before the outbox counts the send as failed and tries again later. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderOptions = { timeoutMs?: number };

/**
 * POSTs JSON to a provider and returns its parsed reply with the status. A provider that does not answer in time
 * or cannot be reached throws (the outbox retries); the caller judges the reply. `provider` names it in errors.
 */
export async function postJson(
  provider: string,
  fetchImpl: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ ok: boolean; status: number; reply: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`${provider}: no reply within ${timeoutMs / 1000} s`, { cause: error });
    throw new Error(`${provider}: ${(error as Error).message}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The timeout also covers a reply whose body stops arriving.
    throw new Error(`${provider}: the reply did not arrive (${(error as Error).message})`, { cause: error });
  }
  let reply: unknown = text;
  try {
    reply = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the caller reports the status and the start of the text.
  }
  return { ok: response.ok, status: response.status, reply };
}

/** A short, single-line extract of a reply that is not the provider's JSON, for the outbox's error column. */
export const replyExtract = (reply: unknown) =>
  (typeof reply === 'string' ? reply : JSON.stringify(reply)).replace(/\s+/g, ' ').trim().slice(0, 200);
