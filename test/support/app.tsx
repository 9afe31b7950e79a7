// The real app in jsdom against the operator simulator (in-process through msw): log in as a persona, open a page.
import { render } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createSms2App, Root } from '../../src/app';
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
