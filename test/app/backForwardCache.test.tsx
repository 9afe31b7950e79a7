// Coming back from WeChat's pay sheet, the authorize page or another app, the browser may restore the page from its
// back-forward cache (`pageshow` with `persisted`): the page reads its state again, in one place for every page.
import { act, render } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createSms2App, Revisited } from '../../src/app';
import { selectRevisits } from '../../src/models/global';

const pageshow = (persisted: boolean) => {
  const e = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(e, 'persisted', { value: persisted });
  return e;
};

it('a page restored from the back-forward cache is mounted again, so its first reads run again', () => {
  const app = createSms2App(createMemoryHistory({ initialEntries: ['/sms2/orderPage/success?orderNo=R1'] }));
  app.start();
  let mounts = 0;
  function Page() {
    useEffect(() => {
      mounts += 1;
    }, []);
    return null;
  }
  render(
    <Provider store={app.store}>
      <Revisited>
        <Page />
      </Revisited>
    </Provider>,
  );
  expect(mounts).toBe(1);
  // An ordinary load (not from the cache) changes nothing.
  act(() => void window.dispatchEvent(pageshow(false)));
  expect(mounts).toBe(1);
  act(() => void window.dispatchEvent(pageshow(true)));
  expect(selectRevisits(app.store.getState())).toBe(1);
  expect(mounts).toBe(2);
});
