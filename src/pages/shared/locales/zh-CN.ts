// The phone + SMS login (models/login.ts) and the agreement note under it: shipped with every page family that shows
// them (/bindAccount, the deposit-gift login), never in the entry.
export default {
  'login.form.phone': '手机号码',
  'login.form.phonePlaceholder': '请输入11位手机号码',
  'login.form.code': '短信验证码',
  'login.form.codePlaceholder': '请输入6位验证码',
  'login.form.phoneRequired': '请输入手机号码',
  'login.form.phoneInvalid': '请输入正确的11位手机号码',
  'login.form.codeRequired': '请输入短信验证码',
  'login.form.codeInvalid': '请输入6位数字验证码',
  'login.form.sent': '验证码已发送至{phone}',
  'login.form.sentHint': '验证码已发送至{phone}，请注意查收',
  'login.done.bind': '绑定成功',
  'login.done.login': '登录成功',
  'login.agreement.prefix': '登录或绑定即表示您已阅读并同意',
  'login.agreement.a1': '《客户入网服务协议》',
  'login.agreement.and': '和',
  'login.agreement.a2': '《个人信息保护政策》',
};
