// The agreements' line of the order forms reads as a sentence in both languages: "…the Customer Service Agreement
// and the Real-Name Registration Authorisation", each a link to its text.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/ordering/messages';
import { Agree } from '../../../src/pages/ordering/PersonFields';
import { setEn, setZh } from '../../components/lang';

addMessages(messages);

const agree = () =>
  render(
    <MemoryRouter>
      <Agree checked={false} onChange={jest.fn()} />
    </MemoryRouter>,
  ).container.textContent;

it('says "and" between the two agreements in English', () => {
  setEn();
  expect(agree()).toBe(
    'I have read and accept the Customer Service Agreement and the Real-Name Registration Authorisation',
  );
  expect(screen.getByRole('link', { name: 'the Real-Name Registration Authorisation' }).getAttribute('href')).toBe(
    '/agreement/a3',
  );
});

it('and 和 in Chinese', () => {
  setZh();
  expect(agree()).toBe('我已阅读并同意《客户入网服务协议》和《实名登记及个人信息授权书》');
});
