// The checks the ordering pages run themselves, with no effect in a model: a field left (useFieldCheck.ts, the
// form's own problems) and the SMS code typed (PersonFields' SmsField keeps its digits alone); and the person
// fields on a flow's model.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePageSelector } from '../../../src/models/hooks';
import { FlowSmsField, PersonFields, SmsField } from '../../../src/pages/ordering/PersonFields';
import { mountPage } from '../../support/page';
import { leftField } from '../../../src/pages/ordering/useFieldCheck';
import wireless from '../../../src/pages/ordering/wirelessModel';
import { wbbProblems, type WbbState } from '../../../src/pages/ordering/wireless/form';
import { leadProblems, newLead, type LeadState } from '../../../src/pages/ordering/leadModel';
import lead from '../../../src/pages/ordering/leadModel';

const NOW = Date.UTC(2026, 0, 15);
const wbb = (draft: Partial<WbbState['draft']>, errors: WbbState['errors'] = {}): WbbState => ({
  ...wireless.state,
  draft: { ...wireless.state.draft, ...draft },
  errors,
});

describe('a field left', () => {
  it('says a filled and wrong field, and keeps the other messages', () => {
    const s = wbb({ contactPhone: '1550875' }, { name: { key: 'ordering.field.required' } });
    expect(leftField(s, 'contactPhone', wbbProblems, NOW)).toEqual({
      name: { key: 'ordering.field.required' },
      contactPhone: { key: 'ordering.field.phone' },
    });
  });

  it('takes its message away once it is right, and says nothing of one left empty', () => {
    const fixed = wbb({ contactPhone: '15508750002' }, { contactPhone: { key: 'ordering.field.phone' } });
    expect(leftField(fixed, 'contactPhone', wbbProblems, NOW)).toEqual({});
    const empty = wbb({ name: '' }, { name: { key: 'ordering.field.name' } });
    expect(leftField(empty, 'name', wbbProblems, NOW)).toEqual({});
  });

  it('reads the SMS code from the form, not the draft', () => {
    const s: LeadState = { ...lead.state, draft: newLead('d1'), smsCode: '12' };
    expect(leftField(s, 'smsCode', leadProblems, NOW)).toEqual({ smsCode: { key: 'ordering.field.code' } });
    expect(leftField({ ...s, smsCode: '123456' }, 'smsCode', leadProblems, NOW)).toEqual({});
  });
});

describe('the SMS code typed', () => {
  it('keeps its digits and nothing else', () => {
    const onCode = jest.fn();
    render(
      <SmsField
        phone="15508750002"
        code=""
        sms={{ sending: false, sentAt: null }}
        onCode={onCode}
        onSend={() => Promise.resolve(true)}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1a2 34' } });
    expect(onCode).toHaveBeenLastCalledWith('1234');
  });
});

describe('the person fields on a flow model', () => {
  it('show the fields asked for in the form order, edit the draft, and say which was left', async () => {
    const onBlur = jest.fn();
    function Form() {
      const s = usePageSelector(wireless.select);
      return (
        <>
          <PersonFields state={s} edit={wireless.actions.edit} fields={['contactPhone', 'name']} onBlur={onBlur} />
          <FlowSmsField phone={s.draft.contactPhone} state={s} actions={wireless.actions} />
        </>
      );
    }
    const { app } = await mountPage(Form, [wireless], '/open');
    const [name, phone, code] = screen.getAllByRole<HTMLInputElement>('textbox');
    expect([name.name, phone.name]).toEqual(['name', 'contactPhone']);
    expect(phone.type).toBe('tel');
    expect(phone.maxLength).toBe(11);
    expect(screen.queryByLabelText(/身份证/)).toBeNull();
    act(() => {
      fireEvent.change(name, { target: { value: '李明' } });
      fireEvent.change(phone, { target: { value: '15508750002' } });
      fireEvent.change(code, { target: { value: '12a34' } });
    });
    const s = wireless.select(app.store.getState() as never);
    expect(s.draft).toMatchObject({ name: '李明', contactPhone: '15508750002' });
    expect(s.smsCode).toBe('1234');
    fireEvent.blur(phone);
    expect(onBlur).toHaveBeenLastCalledWith('contactPhone');
  });
});
