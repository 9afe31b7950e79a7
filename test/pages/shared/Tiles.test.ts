import { pageTiles } from '../../../src/pages/shared/Tiles';

describe('pageTiles', () => {
  it('links the page its title names and labels it with that title', () => {
    expect(
      pageTiles([
        ['mobileBusiness.billQuery', 'bill', 'blue'],
        ['broadOrder', 'broadband', 'orange'],
      ]),
    ).toEqual([
      { to: '/mobileBusiness/billQuery', label: 'title.mobileBusiness.billQuery', icon: 'bill', tone: 'blue' },
      { to: '/broadOrder', label: 'title.broadOrder', icon: 'broadband', tone: 'orange' },
    ]);
  });
});
