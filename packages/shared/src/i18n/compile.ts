import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Namespace } from './namespaces.ts';

export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Lingui's compile step over one namespace's catalogue: ids prefixed with the namespace, ICU parsed once at build
 * (or server start) so the browser carries no message parser. Throws, naming the message, on broken ICU.
 */
export function compileCatalogue(namespace: Namespace, messages: Record<string, string>): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[`${namespace}.${key}`] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${namespace}.${key}: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}
