import { gateCancelled } from './errors';

/** Registered by the app (the `ui` model): each opens its dialog and resolves with the user's answer,
 *  or rejects on cancel. */
export interface GateProvider {
  captcha(): Promise<{ kaptcha: string; kaptchaId: string }>;
  sms(input: { phone?: string }): Promise<{ smsCode: string; kaptchaId: string; phone: string }>;
}

/** SPEC §7: a picture captcha before these paths (stripped of /api/). */
export const CAPTCHA_PATHS: readonly string[] = [
  'handlebusi/wxOrderRecord/messageSend',
  'activity/complaint/refund/smsCode',
  'user/sendMessage',
  'user/sendResetPwdMessage',
  'bill/getOrderWechatPageCode',
  'broadband/getSmsCode',
  'user/userMoreBinding/sendMessage',
  'handlebusi/busi/getBusiSms',
];

/** SPEC §7: the combined phone + captcha + SMS dialog before these paths when smsCode is missing. */
export const SMS_PATHS: readonly string[] = ['handlebusi/busi/handle', 'handlebusi/businessAcceptance/reception'];

let provider: GateProvider | undefined;

export function setGateProvider(next: GateProvider | undefined): void {
  provider = next;
}

async function ask<R>(question: (p: GateProvider) => Promise<R>, answered: (r: R) => boolean): Promise<R> {
  let answer: R;
  try {
    if (!provider) throw new Error('no gate provider');
    answer = await question(provider);
  } catch {
    throw gateCancelled();
  }
  if (!answered(answer)) throw gateCancelled();
  return answer;
}

/** The payload with the gate's answer merged in, after asking the user when the path needs it.
 *  A truthy `verifyKaptcha` in the payload, like `skipCaptcha`, means the captcha is already there. */
export async function passGates(
  path: string,
  payload: Record<string, unknown>,
  skipCaptcha?: boolean,
): Promise<Record<string, unknown>> {
  if (CAPTCHA_PATHS.includes(path) && !skipCaptcha && !payload.verifyKaptcha) {
    const { kaptcha, kaptchaId } = await ask(
      (p) => p.captcha(),
      (a) => !!a?.kaptcha?.trim(),
    );
    return { ...payload, kaptcha: kaptcha.trim(), kaptchaId };
  }
  if (SMS_PATHS.includes(path) && !payload.smsCode) {
    const phone = typeof payload.phone === 'string' && payload.phone ? payload.phone : undefined;
    const answer = await ask(
      (p) => p.sms({ phone }),
      (a) => !!a?.smsCode?.trim(),
    );
    return { ...payload, smsCode: answer.smsCode.trim(), kaptchaId: answer.kaptchaId, phone: answer.phone || phone };
  }
  return payload;
}
