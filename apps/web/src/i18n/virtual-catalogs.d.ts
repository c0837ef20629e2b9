declare module 'virtual:sangam-catalogs' {
  import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
  import type { Language } from '@sangam/shared/i18n/languages';
  import type { WebNamespace } from '@sangam/shared/i18n/namespaces';

  type Loader = () => Promise<{ default: Record<string, CompiledMessage> }>;
  /** One loader per language and namespace (build/catalogs.ts): each resolves to that compiled catalogue. */
  export const catalogLoaders: Record<Language, Record<WebNamespace, Loader>>;
  /** The words main.tsx and what it imports name: what the shell needs for its first paint. */
  export const shellLoaders: Record<Language, Loader>;
}
