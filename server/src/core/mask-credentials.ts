/**
 * `text` with the passwords of any addresses in it (`postgres://user:secret@host`, `smtp://...`) and of
 * any `password=` settings replaced by `***`: a start refused for a mistyped DATABASE_URL, or a failed
 * backup, must not print the database's password into a terminal, a CI log or a supervisor's journal.
 */
export function maskCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/?#\s@"']*:)[^@\s"']*@/gi, '$1***@').replace(/(password\s*=\s*)[^\s&"']+/gi, '$1***');
}
