// SPEC §9: a location key in history is 6 characters long. history 5 makes 8; the app's history writes 6, in the
// browser's history state and in every location it hands to the router, on push, replace and back.
import { createBrowserHistory } from 'history';
import { createAppHistory, LOCATION_KEY_LENGTH, locationKey } from '../../src/utils/appHistory';

beforeEach(() => window.history.replaceState(null, '', '/sms2/'));

it('history 5 alone makes 8-character keys (what the app wraps)', () => {
  const plain = createBrowserHistory();
  plain.push('/sms2/a');
  expect(plain.location.key).toHaveLength(8);
});

it('push and replace give locations with 6-character keys, the same as in window.history.state', () => {
  const history = createAppHistory();
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.key));
  history.push('/sms2/flowDetail?x=1', { from: 'home' });
  expect(history.location.key).toHaveLength(LOCATION_KEY_LENGTH);
  expect((window.history.state as { key: string }).key).toBe(history.location.key);
  expect(history.location.state).toEqual({ from: 'home' });
  expect(history.location.pathname).toBe('/sms2/flowDetail');
  history.replace('/sms2/newRecharge');
  expect(history.location.key).toHaveLength(LOCATION_KEY_LENGTH);
  expect(seen).toHaveLength(2);
  expect(seen.every((k) => k.length === LOCATION_KEY_LENGTH)).toBe(true);
  expect(seen[0]).not.toBe(seen[1]);
});

it('a key is 6 base-36 characters, and keys differ', () => {
  const keys = new Set(Array.from({ length: 200 }, locationKey));
  for (const k of keys) expect(k).toMatch(/^[0-9a-z]{6}$/);
  expect(keys.size).toBeGreaterThan(190);
});
