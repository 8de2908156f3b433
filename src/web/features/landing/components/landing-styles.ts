/** The focus ring of the landing page's text links (header, contact details, footer). */
export const linkFocus =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
