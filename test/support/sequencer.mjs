// Jest starts the longest suites first by the times of the last run. A fresh clone has none, and jest then goes by
// file size, which put the stamp check last, alone on one core for its minute (a small file that type-checks, lints
// and tests a stamped copy of the project). It goes first here.
import Sequencer from '@jest/test-sequencer';

const FIRST = /\/test\/scripts\/newPageStamps\.test\.ts$/;

export default class StampsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((t) => FIRST.test(t.path)), ...sorted.filter((t) => !FIRST.test(t.path))];
  }
}
