// dva-core/test/utils.test.js. dva's findIndex (a helper for old browsers) is not ours: the runtime keeps its models
// in a Map, and every target has Array.prototype.findIndex, which these cases hold to dva's contract.
describe('utils', () => {
  describe('#findIndex (absent: Array.prototype.findIndex)', () => {
    it('should return -1 when no item matches', () => {
      const array = [1, 2, 3];
      expect(array.findIndex((i) => i === 4)).toEqual(-1);
    });

    it('should return index of the match item in array', () => {
      const array = ['a', 'b', 'c'];
      expect(array.findIndex((i) => i === 'b')).toEqual(1);
    });

    it('should return the first match if more than one items match', () => {
      const target = { id: 1 };
      const array = [target, { id: 1 }];
      expect(array.findIndex((i) => i.id === 1)).toEqual(0);
    });
  });
});
