import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { ButtonLook } from './anchor-button';
import { buttonClasses } from './ui/button';

/** A link to a screen of the app that looks like a button with a leading icon. */
export function LinkButton({
  icon: Icon,
  variant = 'secondary',
  size = 'md',
  children,
  ...link
}: ButtonLook & Omit<ComponentProps<typeof Link>, 'className' | 'children'>) {
  return (
    <Link {...link} className={buttonClasses(variant, size)}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
