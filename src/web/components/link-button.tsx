import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { type ButtonProps, buttonClasses } from './ui/button';

interface ButtonLook {
  /** The leading icon, hidden from assistive technology (the text names the link). */
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children: ReactNode;
}

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

/** The same look for a plain anchor: a download, an e-mail, or a page the browser loads in full. */
export function AnchorButton({
  icon: Icon,
  variant = 'secondary',
  size = 'md',
  children,
  ...anchor
}: ButtonLook & Omit<ComponentProps<'a'>, 'className' | 'children'>) {
  return (
    <a {...anchor} className={buttonClasses(variant, size)}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
