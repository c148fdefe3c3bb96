/**
 * Six random letters and digits (about two billion tails) from the platform's secure source: the part of a new
 * record's id that keeps two machines, adding records to one campaign or character at once, from ever making the
 * same id, so their versions can be told apart entry by entry.
 */
export function randomTail(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
}
