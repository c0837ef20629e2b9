/** Where the browser keeps the bearer token (localStorage key); shared so end-to-end tests can read or plant it. */
export const TOKEN_STORAGE_KEY = 'token';
