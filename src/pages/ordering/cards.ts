// The card routes of `/marketCard` and the product each sells: one OnePageOrder page configured by path.
export const CARD_ROUTES: Record<string, string> = {
  '/marketCard/card20': 'CARD20',
  '/marketCard/card30': 'CARD30',
  '/marketCard/card40': 'CARD40',
  '/marketCard/card5G': 'CARD5G',
  '/marketCard/card5GNew': 'CARD5GNEW',
};

/** The route of a card product ('' when it has none). */
export const routeOfCard = (code: string): string => Object.entries(CARD_ROUTES).find(([, c]) => c === code)?.[0] ?? '';

/** '/sms2/marketCard/card30/' and '/marketCard/card30' both give '/marketCard/card30'. */
export const cardPath = (pathname: string): string => {
  const m = /\/marketCard\/[^/]+/.exec(pathname);
  return m ? m[0] : pathname;
};
