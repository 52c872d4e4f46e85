// A LiveRC page, or a race's full view, opened in a new tab: a link drawn as a button with its icon.
import { ExternalLink, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ButtonVariant, buttonClasses } from '../../../components/ui/button';

type Props = ComponentProps<'a'> & { variant?: ButtonVariant; icon?: LucideIcon };

export function ExternalButton({
  variant = 'secondary',
  icon: Icon = ExternalLink,
  className,
  children,
  ...link
}: Props) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={buttonClasses(variant, className)} {...link}>
      <Icon aria-hidden className="size-4" />
      {children}
    </a>
  );
}
