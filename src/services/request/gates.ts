import { gateCancelled, RequestError, text } from './errors';

/** Registered by the app (the `ui` model): each opens its dialog and resolves with the user's answer,
 *  or rejects on cancel. */
export interface GateProvider {
  /**
   * Opens the picture-captcha dialog (SPEC §4): it closes on confirm, and a loading indicator shows until
   * `captchaSettled`; cancel or an empty confirm rejects.
   */
  captcha(): Promise<{ kaptcha: string; kaptchaId: string }>;
  /** The call the captcha was for has its answer (or was given up): the loading indicator goes. */
  captchaSettled?(): void;
  /**
   * Opens the combined phone + captcha + SMS dialog: it closes on confirm, and a loading indicator shows until
   * `smsSettled`. With `error` (the server refused the code), it opens again as it was typed, the code already sent
   * and its countdown kept, with the refusal at the code's field.
   */
  sms(input: { phone?: string; error?: string }): Promise<{ smsCode: string; kaptchaId: string; phone: string }>;
  /** The call the SMS code was for has its answer (or was given up): the loading indicator goes. */
  smsSettled?(): void;
  /** SPEC §8 "Send-SMS failure": the server refused to send a code; shows its message as a failure toast. */
  smsRefused?(message: string): void;
}

/** SPEC §7: a picture captcha before these paths (stripped of /api/), plus an extension: the visitor's business
 *  SMS (getBusiSmsNotLogin), which sends a code like the others and which the server refuses without a captcha. */
export const CAPTCHA_PATHS: readonly string[] = [
  'handlebusi/wxOrderRecord/messageSend',
  'activity/complaint/refund/smsCode',
  'user/sendMessage',
  'user/sendResetPwdMessage',
  'bill/getOrderWechatPageCode',
  'broadband/getSmsCode',
  'user/userMoreBinding/sendMessage',
  'handlebusi/busi/getBusiSms',
  // Extension of §7's list: every SMS send is behind a captcha.
  'handlebusi/busi/getBusiSmsNotLogin',
];

/** The calls that send an SMS code: each is behind the picture captcha (SPEC §7 and its extension). */
export const SMS_SEND_PATHS: readonly string[] = CAPTCHA_PATHS;

/** SPEC §7: the combined phone + captcha + SMS dialog before these paths when smsCode is missing. */
export const SMS_PATHS: readonly string[] = ['handlebusi/busi/handle', 'handlebusi/businessAcceptance/reception'];

/** The server refused the SMS code typed in the combined dialog (wrong, expired, missing): typed again there. */
export const isSmsCodeRefusal = (e: unknown): e is RequestError =>
  e instanceof RequestError && /^E_SMS_(WRONG|EXPIRED|REQUIRED)$/.test(String(e.code));

let provider: GateProvider | undefined;

export function setGateProvider(next: GateProvider | undefined): void {
  provider = next;
}

/** Tells the user that the server refused to send a code; true when someone did (the error is then handled). */
export function notifySmsRefused(message: string): boolean {
  if (!provider?.smsRefused) return false;
  provider.smsRefused(message);
  return true;
}

/** The gate's dialog could not load (its chunk failed): the network failed, the user did not cancel. */
const isLoadFailure = (e: unknown): boolean =>
  e instanceof Error &&
  !(e instanceof RequestError) &&
  (e.name === 'ChunkLoadError' ||
    /loading (css )?chunk|dynamically imported module|importing a module script/i.test(e.message));

async function ask<R>(question: (p: GateProvider) => Promise<R>, answered: (r: R) => boolean): Promise<R> {
  let answer: R;
  try {
    if (!provider) throw new Error('no gate provider');
    answer = await question(provider);
  } catch (e) {
    if (isLoadFailure(e)) throw new RequestError('network', text('request.network'));
    throw gateCancelled();
  }
  if (!answered(answer)) throw gateCancelled();
  return answer;
}

/** Whether a call asks the picture captcha first. A truthy `verifyKaptcha`, like `skipCaptcha`, means it is there. */
export const needsCaptcha = (path: string, payload: object | undefined, skipCaptcha?: boolean): boolean =>
  CAPTCHA_PATHS.includes(path) && !skipCaptcha && !(payload as { verifyKaptcha?: unknown } | undefined)?.verifyKaptcha;

/** The call is over (answered, failed or given up): the captcha dialog, if it is open for it, closes. */
export function captchaSettled(): void {
  provider?.captchaSettled?.();
}

/** Whether a call with this payload asks the combined SMS dialog first. */
export const needsSms = (path: string, payload: Record<string, unknown>, smsGate?: boolean): boolean =>
  (SMS_PATHS.includes(path) || !!smsGate) && !payload.smsCode;

/** The call is over: the SMS dialog, if it is open for it, closes. */
export function smsSettled(): void {
  provider?.smsSettled?.();
}

/**
 * The payload with the gate's answer merged in, after asking the user when the path needs it. `refused`: the
 * server's refusal of the previous SMS code, shown at the code's field of the combined dialog that asks again (a
 * refused picture captcha is never asked again: SPEC §8, its message is the call's failure toast).
 */
export async function passGates(
  path: string,
  payload: Record<string, unknown>,
  skipCaptcha?: boolean,
  refused?: string,
  smsGate?: boolean,
): Promise<Record<string, unknown>> {
  if (needsCaptcha(path, payload, skipCaptcha)) {
    const { kaptcha, kaptchaId } = await ask(
      (p) => p.captcha(),
      (a) => !!a?.kaptcha?.trim(),
    );
    return { ...payload, kaptcha: kaptcha.trim(), kaptchaId };
  }
  if (needsSms(path, payload, smsGate)) {
    const phone = typeof payload.phone === 'string' && payload.phone ? payload.phone : undefined;
    const answer = await ask(
      (p) => p.sms(refused ? { phone, error: refused } : { phone }),
      (a) => !!a?.smsCode?.trim(),
    );
    return { ...payload, smsCode: answer.smsCode.trim(), kaptchaId: answer.kaptchaId, phone: answer.phone || phone };
  }
  return payload;
}
