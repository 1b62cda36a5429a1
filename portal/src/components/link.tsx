import type { MouseEvent, ReactNode } from 'react';
import { go, hrefOf, type Page } from '../navigation';

/** A real link (it opens in a new tab, it has an address) that moves within the page when clicked. */
export function Link({ to, children, className }: { to: Page; children: ReactNode; className?: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={hrefOf(to)} onClick={follow} className={className}>
      {children}
    </a>
  );
}
