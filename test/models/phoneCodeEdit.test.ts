// A keystroke in a phone + code form (the login's, the lyh2 visitor's): the value cleaned, that field's message gone.
import login from '../../src/models/login';
import { editPhoneCode } from '../../src/models/loginRules';
import depositGift from '../../src/pages/depositGift/depositGift';

const form = {
  phone: '',
  code: '',
  phoneError: { key: 'login.form.phoneInvalid' as const },
  codeError: { text: '验证码错误' },
  sentAt: null,
};

it('keeps the digits of a pasted number and clears its message only', () => {
  expect(editPhoneCode(form, { field: 'phone', value: '+86 186 8712 0001' })).toEqual({
    ...form,
    phone: '18687120001',
    phoneError: undefined,
  });
});

it('keeps six digits of code and clears its message only', () => {
  expect(editPhoneCode(form, { field: 'code', value: '12a34567' })).toEqual({
    ...form,
    code: '123456',
    codeError: undefined,
  });
});

it("is the login form's and the visitor form's keystroke", () => {
  const edit = { field: 'phone', value: '186-8712-0001' } as const;
  expect(login.reducer(undefined, login.actions.edit(edit)).form.phone).toBe('18687120001');
  expect(depositGift.reducer(undefined, depositGift.actions.editVisitor(edit)).visitor.phone).toBe('18687120001');
});
