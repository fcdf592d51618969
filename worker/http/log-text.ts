// For log lines and a channel's recorded reason (lead_deliveries). A log is read, kept and
// exported more widely than D1's tables: no quote's personal data goes there, nor a fetch
// error's address, which for a chat webhook holds its token.
import { CONTROL_CHARACTERS } from '@/lib/text/unseen';

const MAX_LENGTH = 300;
const CONTROL_RUN = new RegExp(`[${CONTROL_CHARACTERS}]+`, 'g');

export function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const text = message
    // A URL keeps its scheme and host only: its path and query are where tokens live.
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#'"<>]+)[^\s'"<>]*/gi, (_, scheme, authority) => {
      const host = String(authority).split('@').pop() ?? '';
      return `${scheme}${host}/…`;
    })
    .replace(/[^\s@'"<>]+@[^\s@'"<>]+\.[a-z]{2,}/gi, '<e-mail>')
    .replace(CONTROL_RUN, ' ');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
