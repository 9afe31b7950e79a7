// The free trials in the real app against the operator simulator (in-process through msw): each trial's standing
// is its own section, so a trial whose read fails shows its error with a retry while the others show theirs.
import { fireEvent, screen, within } from '@testing-library/react';
import { logInAs, openApp as open } from '../../support/app';
import { setupSimulatorServer } from '../../../mocks/msw';
import { simFault } from '../../support/sim';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const fail = (times: number) =>
  simFault({ path: 'handlebusi/saleInfo/queryActiveInfo', kind: 'http', status: 500, times });

it('/experience: a trial whose standing fails offers its retry, which loads it; the others load', async () => {
  await logInAs('o_sim_008');
  await fail(1);
  open('/experience');
  const retry = await screen.findByRole('button', { name: '重试' });
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items.filter((li) => within(li).queryByRole('alert'))).toHaveLength(1);
  fireEvent.click(retry);
  await screen.findAllByText('可申请');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('/experience/second: a failed standing is the trial section error with a retry, then the trial', async () => {
  // 刘洋 has none of the trials' services (王强 has the video ringtone and the cloud drive: not offered to him).
  await logInAs('o_sim_008');
  await fail(1);
  open('/experience/second');
  fireEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('button', { name: '免费体验' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
