// The real app in jsdom against the operator simulator (in-process through msw): log in as a persona, open a page.
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { createMemoryHistory } from 'history';
import { createSms2App, Root } from '../../src/app';
import { Boot } from '../../src/layouts/Boot';
import type { RootState } from '../../src/models/hooks';
import { api } from '../../src/services/api';

/** WeChat login as a simulator persona (o_sim_001 = 王强 with 18687120001, o_sim_new = no number, ...). */
export async function logInAs(openid: string): Promise<void> {
  const res = await fetch('http://localhost/sms2-api/__sim/oauth/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ openid }),
  });
  const { data } = (await res.json()) as { data: { code: string; state: string } };
  await api.unifiedinteraction.getSnsUserByCode({ code: data.code, state: data.state });
}

/** Renders the whole app at an app path (under the /sms2 basename). */
export function openApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [`/sms2${path}`] });
  const app = createSms2App(history);
  app.start();
  render(<Root app={app} />);
  return { app, history };
}

/**
 * Hydrates a pre-rendered landing's HTML in `container` with the app (in zh-CN), as src/index.tsx does: returns the
 * root, what React reported as recoverable (a mismatch) and the spy on console.error that catches its warnings.
 */
export async function hydrateLanding(
  container: HTMLElement,
  app: ReturnType<typeof createSms2App>,
  path: string,
  renderedFrom?: RootState,
) {
  const mismatches: unknown[] = [];
  const errors = jest.spyOn(console, 'error');
  let root!: ReactRoot;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Boot lang="zh-CN">
        <Root app={app} prerendered={path} renderedFrom={renderedFrom} />
      </Boot>,
      { onRecoverableError: (e) => mismatches.push(e) },
    );
    await Promise.resolve();
  });
  return { root, mismatches, errors };
}
