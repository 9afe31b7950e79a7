// The real-name rules at the field: name, ID number (format, real birth date, check digit, age 16-60), address.
import { checkAddress } from '../../../mocks/services/realname';
import { certProblem, checkChar, detailProblem, nameProblem } from '../../../src/pages/ordering/realName';

const ON = Date.parse('2026-11-23T10:00:00+08:00');

describe('real-name rules', () => {
  it('accepts a Chinese name and refuses others', () => {
    expect(nameProblem('李明')).toBeUndefined();
    expect(nameProblem('阿依古丽·买买提')).toBeUndefined();
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('Li Ming')).toBe('name');
    expect(nameProblem('李')).toBe('name');
  });

  it('checks the ID number: format, birth date, check digit, age on the order date', () => {
    expect(checkChar('53050219970815201')).toBe('3');
    expect(certProblem('530502199708152013', ON)).toBeUndefined();
    expect(certProblem('530502199708152013'.toLowerCase(), ON)).toBeUndefined();
    expect(certProblem('', ON)).toBe('required');
    expect(certProblem('53050219970815201', ON)).toBe('format');
    expect(certProblem('530102199003071239', ON)).toBe('checksum');
    expect(certProblem('530102199002301234', ON)).toBe('birth');
    expect(certProblem('530102201206010048', ON)).toBe('age');
    expect(certProblem('530102196201010053', ON)).toBe('age');
  });

  it('turns 16 on the birthday itself', () => {
    const id17 = '53010220101123001';
    const id = id17 + checkChar(id17);
    expect(certProblem(id, Date.parse('2026-11-22T12:00:00+08:00'))).toBe('age');
    expect(certProblem(id, Date.parse('2026-11-23T00:30:00+08:00'))).toBeUndefined();
  });

  it('wants a district detail of more than 5 characters, not only digits', () => {
    expect(detailProblem('人民中路翠湖小区3栋')).toBeUndefined();
    expect(detailProblem('')).toBe('required');
    expect(detailProblem('翠湖小区')).toBe('detail');
    expect(detailProblem('12345678')).toBe('detail');
  });

  it('takes an address with spaces and names characters the server refuses, as the server does', () => {
    for (const [detail, problem] of [
      ['Jinma Road 8', undefined],
      ['Jinma Road 8 @ Gate 2', 'chars'],
      ['12 34 56 78', 'detail'],
    ] as const) {
      expect(detailProblem(detail)).toBe(problem);
      let refused: string | undefined;
      try {
        checkAddress('530102', detail, 'province');
      } catch (e) {
        refused = (e as { code?: string }).code;
      }
      expect(refused).toBe(problem ? 'E_ADDRESS' : undefined);
    }
  });
});
