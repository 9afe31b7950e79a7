// The browser as the family's sagas reach it (through `call`, so saga tests stub it).

/** Opens a checked partner address in this tab; Back comes to the benefits page again. */
export const openExternal = (url: string): void => window.location.assign(url);
