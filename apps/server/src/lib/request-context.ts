import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep inside a request may need to know about it without being handed the request. */
export type RequestContext = { address: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (the rest of a request's handling) with the request's context readable by `requestContext`. */
export const runInRequestContext = (context: RequestContext, next: () => void) => storage.run(context, next);

/** The client address of the request being handled, or null outside a request (jobs, scripts, migrations). */
export const requestClientAddress = (): string | null => storage.getStore()?.address ?? null;
