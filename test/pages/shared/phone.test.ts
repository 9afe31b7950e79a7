// The phone + SMS code rules every family shares, and the check that a payment's outcome is logged already.
import { codeProblem, countingSince, fieldRules, phoneProblem, say } from '../../../src/pages/shared/phone';
import { selectOutcomeLogged } from '../../../src/pages/shared/payOutcome';
import type { PaymentState } from '../../../src/models/payment';
import { CODE_LENGTH } from '../../../src/models/loginRules';
import { SMS_CODE_LENGTH } from '../../../src/components/SmsCodeField';

it("the login rules' code length is the code field's", () => {
  expect(CODE_LENGTH).toBe(SMS_CODE_LENGTH);
});

describe("the account forms' rules (every check final)", () => {
  it('tells an empty, a short and a wrong number apart from a good one', () => {
    expect(phoneProblem('')).toEqual({ key: 'login.form.phoneRequired' });
    expect(phoneProblem('1868712')).toEqual({ key: 'login.form.phoneInvalid' });
    expect(phoneProblem('12345678901')).toEqual({ key: 'login.form.phoneInvalid' });
    expect(phoneProblem('18687120001')).toBeUndefined();
  });

  it('wants six digits of code', () => {
    expect(codeProblem('')).toEqual({ key: 'login.form.codeRequired' });
    expect(codeProblem('12345')).toEqual({ key: 'login.form.codeInvalid' });
    expect(codeProblem('12345a')).toEqual({ key: 'login.form.codeInvalid' });
    expect(codeProblem('123456')).toBeUndefined();
  });
});

describe("fieldRules in a form's own words", () => {
  const rules = fieldRules(
    {
      phoneRequired: 'recharge.form.phoneRequired',
      phoneShort: 'recharge.form.phoneShort',
      phoneInvalid: 'recharge.form.phoneInvalid',
      codeRequired: 'recharge.tooth.codeRequired',
      codeInvalid: 'recharge.tooth.codeInvalid',
    },
    { whileTyping: true },
  );

  it('while typing judges only a complete number; final, a short one has its own word', () => {
    expect(rules.phoneProblem('186')).toBeUndefined();
    expect(rules.phoneProblem('186', true)).toEqual({ key: 'recharge.form.phoneShort' });
    expect(rules.phoneProblem('', true)).toEqual({ key: 'recharge.form.phoneRequired' });
    expect(rules.phoneProblem('12345678901')).toEqual({ key: 'recharge.form.phoneInvalid' });
  });
});

it('says a server text as it is', () => {
  expect(say({ text: '号码已绑定' })).toBe('号码已绑定');
  expect(say(undefined)).toBeUndefined();
});

it('counts the SMS button down only for the number the code went to', () => {
  expect(countingSince({ phone: '18687120001', sentAt: 5, sentTo: '18687120001' })).toBe(5);
  expect(countingSince({ phone: '18687120002', sentAt: 5, sentTo: '18687120001' })).toBeNull();
  expect(countingSince(undefined)).toBeNull();
});

describe('selectOutcomeLogged', () => {
  const state = (payment?: PaymentState) => ({ payment });

  it("is true only when the payment model logged this order's cancel or failure", () => {
    expect(selectOutcomeLogged('o1')(state({ status: 'cancelled', orderId: 'o1' }))).toBe(true);
    expect(selectOutcomeLogged('o1')(state({ status: 'failed', orderId: 'o1' }))).toBe(true);
    expect(selectOutcomeLogged('o1')(state({ status: 'failed', orderId: 'o2' }))).toBe(false);
    expect(selectOutcomeLogged('o1')(state({ status: 'paying', orderId: 'o1' }))).toBe(false);
    expect(selectOutcomeLogged('o1')(state())).toBe(false);
  });
});
