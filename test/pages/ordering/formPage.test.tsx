// The head of an ordering form (useFormPage) and the draft's field table beyond the person (the leads' numbers), in
// the real app against the operator simulator (in-process through msw).
import { act, fireEvent, screen } from '@testing-library/react';
import { setupSimulatorServer } from '../../../mocks/msw';
import { PersonFields } from '../../../src/pages/ordering/PersonFields';
import lead, { leadProblems } from '../../../src/pages/ordering/leadModel';
import { useFormPage } from '../../../src/pages/ordering/useFormPage';
import { mountPage, settle } from '../../support/page';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The storage is cleared before each test (test/support/setup.ts).
afterEach(() => reset());
afterAll(() => server.close());

describe('an ordering form on its model', () => {
  it('opens the form of its route, edits the draft, checks a field left and lists the numbers it asks for', async () => {
    function Form() {
      const { s, draft, errors, sending, edit, blur } = useFormPage(lead, leadProblems, 'submit', {
        with: lead.actions.open,
        payload: 'ycg2',
      });
      return (
        <>
          <p data-testid="head">{`${s.source}:${s.districts.status}:${String(sending)}:${draft.name}:${errors.mobile ? 'wrong' : ''}`}</p>
          <button type="button" onClick={() => edit({ name: '李明' })}>
            name
          </button>
          <PersonFields state={s} edit={lead.actions.edit} fields={['mobile', 'phone']} onBlur={blur} />
        </>
      );
    }
    const { app } = await mountPage(Form, [lead], '/ycg/collect2');
    await settle();
    expect(screen.getByTestId('head').textContent).toBe('ycg2:ready:false::');
    const [phone, mobile] = screen.getAllByRole<HTMLInputElement>('textbox');
    expect([phone.name, mobile.name]).toEqual(['phone', 'mobile']);
    expect([phone.type, mobile.type, phone.maxLength, mobile.maxLength]).toEqual(['tel', 'tel', 11, 11]);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'name' }));
      fireEvent.change(mobile, { target: { value: '123' } });
    });
    await settle();
    fireEvent.blur(mobile);
    expect(lead.select(app.store.getState() as never).draft).toMatchObject({ name: '李明', mobile: '123' });
    expect(screen.getByTestId('head').textContent).toBe('ycg2:ready:false:李明:wrong');
  });
});
