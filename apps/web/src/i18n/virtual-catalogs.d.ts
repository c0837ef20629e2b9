declare module 'virtual:sangam-catalogs' {
  import type { Messages } from '@lingui/core';
  import type { Language } from '@sangam/shared/i18n/languages';
  import type { WebNamespace } from '@sangam/shared/i18n/namespaces';

  /** One loader per language and namespace (build/catalogs.ts): each resolves to that compiled catalogue. */
  export const catalogLoaders: Record<Language, Record<WebNamespace, () => Promise<{ default: Messages }>>>;
}
