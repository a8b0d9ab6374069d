/** Value of a readable (non-HttpOnly) cookie, or undefined when it is not set. */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
