// Where a refused request shows, for every family: the server's code, a session that is gone, and the place of
// an answer about a phone + SMS code form (the login model's rules, models/loginRules.ts).
export { codeOf, placeOf } from '../../models/loginRules';
export { isLoggedOut } from '../../models/session';
