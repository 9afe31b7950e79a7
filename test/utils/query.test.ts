import { oneOf, plainText, safePath } from '../../src/utils/query';

describe('safePath', () => {
  it('keeps a return target inside the app, with its query', () => {
    expect(safePath('/')).toBe('/');
    expect(safePath('/newRecharge?x=1')).toBe('/newRecharge?x=1');
    expect(safePath('/newRecharge/tooth/abc123')).toBe('/newRecharge/tooth/abc123');
    expect(safePath('/vote/anything/below')).toBe('/vote/anything/below'); // a non-exact parent
  });

  it('refuses a path that is no route of the table (the catch-all is not a target)', () => {
    expect(safePath('/evil')).toBeUndefined();
    expect(safePath('/newRecharge/index2/extra')).toBeUndefined(); // an exact route takes no more segments
    expect(safePath('/sms2/newRecharge')).toBeUndefined(); // targets are below the basename
  });

  it('refuses a way out of /sms2/: dot segments, plain or encoded, hosts, schemes, backslashes', () => {
    for (const bad of [
      '/../../evil',
      '/newRecharge/../../evil',
      '/newRecharge/tooth/..',
      '/newRecharge/tooth/%2e%2e',
      '/newRecharge/tooth/%2E%2E%2Fx',
      '/newRecharge/tooth/%',
      '/./newRecharge',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://evil.example.com',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(safePath(bad)).toBeUndefined();
  });
});

describe('plainText and oneOf', () => {
  it('strip markup characters and pick allowed values', () => {
    expect(plainText(' <b>hi</b> ')).toBe('bhi/b');
    expect(oneOf('b', ['a', 'b'])).toBe('b');
    expect(oneOf('z', ['a', 'b'])).toBe('a');
  });
});
