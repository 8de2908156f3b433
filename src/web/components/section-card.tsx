import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A card that is a section named by its heading: the title (`id` is the heading's, for aria-labelledby), an optional
 * line under it, anything beside it (`aside`: a badge), then the content.
 */
export function SectionCard({
  id,
  title,
  description,
  aside,
  contentClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const heading = <CardTitle id={id}>{title}</CardTitle>;
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          {description === undefined ? (
            heading
          ) : (
            <div>
              {heading}
              <CardDescription>{description}</CardDescription>
            </div>
          )}
          {aside}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </section>
    </Card>
  );
}
