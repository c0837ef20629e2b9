import { lazy, type ComponentType } from 'react';
import type { WebNamespace } from '@sangam/shared/i18n/namespaces';
import { loadNamespaces } from './i18n.ts';

/**
 * A part of a page loaded later (a tab, a dialog, an input only some forms have): its code and its namespace's
 * words come together, so it never draws before its words (build/catalogs.ts leaves a page's lazy parts' words out
 * of its first paint). Offline, the part still draws once its code is here; the words follow when they can.
 */
export function lazyWithWords<P extends object>(namespace: WebNamespace, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadNamespaces([namespace]).catch(() => undefined)]);
    return { default: component };
  });
}
