// The card catalogue (/marketCard) in the real app against the operator simulator (in-process through msw): it
// loads as the page opens, and a failed read is the page's error with a retry that loads it.
import { fireEvent, screen } from '@testing-library/react';
import { setupSimulatorServer } from '../../../mocks/msw';
import { openApp as open } from '../../support/app';
import { simFault } from '../../support/sim';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const fail = (times: number) =>
  simFault({ path: 'config/ecsProduct/getProductList', kind: 'http', status: 500, times });

it('/marketCard: the cards load as the page opens', async () => {
  open('/marketCard');
  expect((await screen.findAllByRole('link')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('/marketCard: a failed read offers its retry, which loads the cards', async () => {
  await fail(1);
  open('/marketCard');
  fireEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect((await screen.findAllByRole('link')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
});
