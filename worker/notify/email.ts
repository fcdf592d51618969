export function plainTextEmail(options: {
  from: string;
  to: string;
  subject: string;
  text: string;
  date: Date;
  messageId: string;
  /** The Message-ID's part before the @ of the message this one answers. */
  inReplyTo?: string;
}): string {
  const domain = options.from.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${encodeWord(options.subject)}`,
    `Date: ${options.date.toUTCString()}`,
    `Message-ID: <${options.messageId}@${domain}>`,
    ...(options.inReplyTo
      ? [
          `In-Reply-To: <${options.inReplyTo}@${domain}>`,
          `References: <${options.inReplyTo}@${domain}>`,
        ]
      : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${wrap(base64(options.text.replace(/\r?\n/g, '\r\n')))}\r\n`;
}

/** RFC 2047: a header with any non-ASCII or control character goes as base64. */
function encodeWord(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?utf-8?B?${base64(flat)}?=`;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function wrap(text: string): string {
  return text.match(/.{1,76}/g)?.join('\r\n') ?? '';
}
