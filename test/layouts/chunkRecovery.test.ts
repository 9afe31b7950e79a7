import { isChunkLoadError, isNewDeploy, reloadOnce } from '../../src/layouts/chunkRecovery';

const html = (entry: string) =>
  `<!doctype html><html><head><script defer src="/sms2/js/${entry}"></script></head></html>`;
const answer = (body: string, ok = true) =>
  jest.fn(() => Promise.resolve({ ok, text: () => Promise.resolve(body) } as Response)) as unknown as typeof fetch;

describe('chunk recovery', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script src="/sms2/js/main.1a2b3c4d.js"></script>';
  });

  it('recognises webpack chunk errors, JS and CSS', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 149 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(
      isChunkLoadError(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('a new deploy is an index.html naming another entry script', async () => {
    expect(await isNewDeploy(answer(html('main.9f8e7d6c.js')))).toBe(true);
    expect(await isNewDeploy(answer(html('main.1a2b3c4d.js')))).toBe(false);
    expect(await isNewDeploy(answer('', false))).toBe(false);
    expect(await isNewDeploy(() => Promise.reject(new Error('offline')))).toBe(false);
  });

  it('reloads once, then not again within a minute: never a loop', () => {
    const reload = jest.fn();
    expect(reloadOnce(1_000_000, reload)).toBe(true);
    expect(reloadOnce(1_030_000, reload)).toBe(false);
    expect(reloadOnce(1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
