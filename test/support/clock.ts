// The app's clock at a fixed moment: the maintenance window, the form's day and the offers follow Date.now.

const realNow = Date.now.bind(Date);

/** Date.now runs from `at` (ms) as real time passes, from now on (jest.restoreAllMocks ends it). */
export function clockFrom(at: number) {
  const started = realNow();
  return jest.spyOn(Date, 'now').mockImplementation(() => at + (realNow() - started));
}
