/** SPEC §2 Admin dashboard: the replies open the admin's own mail program, pre-addressed. */
export const REPLY_SUBJECT = 'Re: your message to Northstar';
export const NEWSLETTER_SUBJECT = 'Newsletter Update';
export const NEWSLETTER_BODY =
  'Hi,\n\nThank you for subscribing to the Northstar newsletter! Once a month we will send you campaign benchmarks and product news.\n\nThe Northstar team';

function mailto(email: string, fields: Record<string, string>): string {
  const query = Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${email}?${query}`;
}

export function replyToContactHref(email: string): string {
  return mailto(email, { subject: REPLY_SUBJECT });
}

export function emailSubscriberHref(email: string): string {
  return mailto(email, { subject: NEWSLETTER_SUBJECT, body: NEWSLETTER_BODY });
}
