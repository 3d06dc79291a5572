/** 'Jordan Rivera' -> 'JR', 'Cher' -> 'C': the first letters of the first and last names. */
export function initialsOf(displayName: string, fallback = ''): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = [first, last].map((word) => (word ? Array.from(word)[0] : '')).join('');
  return (initials || Array.from(fallback.trim())[0] || '').toUpperCase();
}
