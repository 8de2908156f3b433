import { expect } from 'vitest';

/** What finds one element by its text: `screen`, or `within(element)` for one part of the page. */
interface TextQueries {
  getByText: (text: string) => HTMLElement;
}

/** Each of `texts` is shown in `scope`, once (getByText fails on none and on several). */
export function expectTexts(scope: TextQueries, texts: readonly string[]) {
  for (const text of texts) expect(scope.getByText(text)).toBeInTheDocument();
}

/** `element`'s text contains each of `texts` (a row, a card, a list item: the parts of what it says). */
export function expectTextContents(element: Element | undefined, texts: readonly string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
