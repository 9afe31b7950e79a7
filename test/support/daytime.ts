// Every suite's first setup (jest.config.js setupFiles): a run at any hour. Deposits pause 22:50–00:50 China time in
// the app and in the simulator; the tests of the pause set their own clocks, and no other test may meet it because
// the run started late. From 22:30 to 00:50 China time the process's clock (Date.now, which the app, the simulator
// and the tests read) runs on from 22:00 instead, as the browser journeys' simulator does (test/e2e/support.mjs,
// awayFromTopupPause): half an hour before the pause, whatever the hour, for a run of any length.
const CHINA_MS = 8 * 3600_000;
const SAFE_FROM = 22 * 60 + 30;
const PAUSE_END = 50;
const RUN_FROM = 22 * 60;

const realNow = Date.now.bind(Date);
const at = realNow();
const minute = Math.floor(((at + CHINA_MS) % 86_400_000) / 60_000);
if (minute >= SAFE_FROM || minute < PAUSE_END) {
  const back = ((minute >= SAFE_FROM ? minute : minute + 24 * 60) - RUN_FROM) * 60_000;
  // A plain function, not a jest spy: jest.restoreAllMocks() in a suite keeps it.
  Date.now = () => realNow() - back;
}

export {};
