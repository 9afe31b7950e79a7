// One line of a benefits list (a partner store, a prize of the draw): its name and what is said of it, a list item.
import { render, screen, within } from '@testing-library/react';
import { Line } from '../../../src/pages/benefits/parts';

describe('Line', () => {
  it('is a list item with the name and what is said of it', () => {
    render(
      <ul>
        <Line name="冰墩墩钥匙扣" meta="剩余12件" />
        <Line name="翠湖店" meta="五华区翠湖南路1号 · 09:00-21:00" />
      </ul>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText('冰墩墩钥匙扣')).toBeTruthy();
    expect(within(first).getByText('剩余12件')).toBeTruthy();
    expect(within(second).getByText('五华区翠湖南路1号 · 09:00-21:00')).toBeTruthy();
  });
});
