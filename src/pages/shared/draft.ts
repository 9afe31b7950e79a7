// What a customer typed, kept in sessionStorage (never captcha or SMS codes): it survives an error, a re-login and a
// reload, and leaves with the tab. Effects reach these through `call`, so saga tests see and stub them.

const PREFIX = 'sms2_draft_';

/** The draft saved under `name`, if it is there and has the expected shape. */
export function readDraft<T>(
  name: string,
  isDraft: (value: Record<string, unknown>) => value is Record<string, unknown> & T,
): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + name);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const record = { ...value } as Record<string, unknown>;
    return isDraft(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(name: string, value: object): void {
  try {
    window.sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    /* storage may be off */
  }
}

export function clearDraft(name: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + name);
  } catch {
    /* storage may be off */
  }
}
