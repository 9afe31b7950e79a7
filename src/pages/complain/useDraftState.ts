import { useEffect, useState } from 'react';
import { readDraft, saveDraft } from '../shared/draft';

/** A form's values kept in the session's draft as they are typed: they survive a failure, a reload and a re-login. */
export function useDraftState<T extends Record<string, unknown>>(name: string, initial: T) {
  const [value, setValue] = useState<T>(
    () =>
      readDraft<T>(name, (v): v is Record<string, unknown> & T =>
        Object.keys(initial).every((k) => typeof v[k] === typeof initial[k]),
      ) ?? initial,
  );
  useEffect(() => {
    saveDraft(name, value);
  }, [name, value]);
  return [value, (patch: Partial<T>) => setValue((v) => ({ ...v, ...patch }))] as const;
}
