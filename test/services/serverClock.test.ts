// The server's clock on the phone (src/services/request/serverClock.ts): each answer's Date sets the offset; what the
// server times is counted on it.
import { http, HttpResponse } from 'msw';
import { get, noteServerDate, onPhoneClock, serverOffset } from '../../src/services/request';
import { CLOCK_NOISE_MS } from '../../src/services/request/serverClock';
import { API, installServer, server } from './server';

installServer();

const PHONE = Date.parse('2026-12-07T15:20:00Z');

afterEach(() => noteServerDate(new Date(PHONE).toUTCString(), PHONE));

describe('the offset', () => {
  it('is how far the server is ahead of the phone, or behind it', () => {
    noteServerDate('Mon, 07 Dec 2026 14:40:00 GMT', PHONE);
    expect(serverOffset()).toBe(-40 * 60_000);
    noteServerDate('Mon, 07 Dec 2026 15:25:00 GMT', PHONE);
    expect(serverOffset()).toBe(5 * 60_000);
  });

  it('the header’s whole seconds and the way there are no offset', () => {
    noteServerDate('Mon, 07 Dec 2026 14:40:00 GMT', PHONE);
    noteServerDate(new Date(PHONE + CLOCK_NOISE_MS - 1000).toUTCString(), PHONE);
    expect(serverOffset()).toBe(0);
  });

  it('a missing or unreadable Date keeps what the last answer told', () => {
    noteServerDate('Mon, 07 Dec 2026 14:40:00 GMT', PHONE);
    for (const bad of [undefined, null, '', 'yesterday', 42]) noteServerDate(bad, PHONE);
    expect(serverOffset()).toBe(-40 * 60_000);
  });

  it('an instant of the server’s clock on the phone’s', () => {
    noteServerDate('Mon, 07 Dec 2026 14:40:00 GMT', PHONE);
    // The order closes at 15:10 server time: on a phone 40 minutes fast, at 15:50 of its clock.
    expect(onPhoneClock(Date.parse('2026-12-07T15:10:00Z'))).toBe(Date.parse('2026-12-07T15:50:00Z'));
  });
});

describe('the app’s client', () => {
  it('reads the Date of each answer', async () => {
    const forty = new Date(Date.now() - 40 * 60_000).toUTCString();
    server.use(
      http.get(`${API}broadband/getAreas`, () =>
        HttpResponse.json({ status: 1, data: { balanceFen: 1 } }, { headers: { date: forty } }),
      ),
    );
    await get('/api/broadband/getAreas');
    expect(Math.round(serverOffset() / 60_000)).toBe(-40);
  });
});
