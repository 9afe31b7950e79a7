// The rules of a mobile number as the operator knows it: 11 digits, a 1 and then 3-9.
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
