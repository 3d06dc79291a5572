import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Jordan Rivera', 'JR'],
    ['  jordan   lee  rivera ', 'JR'],
    ['Cher', 'C'],
    ['Élodie Ørsted', 'ÉØ'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('falls back to the user id when there is no name', () => {
    expect(initialsOf('', 'jrivera')).toBe('J');
    expect(initialsOf('   ', '')).toBe('');
  });
});
