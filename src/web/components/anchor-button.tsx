import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { type ButtonProps, buttonClasses } from './ui/button';

// Apart from LinkButton because that one needs React Router, and the demo, which uses this one, must not load it.

export interface ButtonLook {
  /** The leading icon, hidden from assistive technology (the text names the link). */
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children: ReactNode;
}

/** A plain anchor that looks like a button with a leading icon: a download, an e-mail, or a page the browser loads in
 * full (LinkButton, in link-button.tsx, is the same look for a screen of the app). */
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
