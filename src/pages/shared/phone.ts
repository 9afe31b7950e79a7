// The phone + SMS code rules every family's forms share. They live with the login model (models/loginRules.ts), whose
// forms they check first; the families reach them here.
export {
  PHONE_RE,
  PHONE_LENGTH,
  CODE_LENGTH,
  CODE_RE,
  RESEND_S,
  say,
  cleanPhone,
  cleanCode,
  fieldRules,
  phoneProblem,
  codeProblem,
  countingSince,
  sentKey,
  type Problem,
  type FieldWords,
} from '../../models/loginRules';
