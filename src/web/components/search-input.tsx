// A search box with its magnifier inside on the left; `className` places the box, `onSearch` gets the text.
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

type Props = Omit<ComponentProps<'input'>, 'onChange'> & { onSearch: (text: string) => void };

export function SearchInput({ className, onSearch, ...input }: Props) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-3 left-3 size-5 text-(--muted-foreground)"
      />
      <Input type="search" className="pl-10" onChange={(event) => onSearch(event.target.value)} {...input} />
    </div>
  );
}
