import type { AnchorHTMLAttributes } from 'react';
import { externalLinkProps, isExternal } from '../lib/links.ts';

/** An anchor that opens outside addresses in a new tab without giving them access to this page. */
export function SmartLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={href} {...(isExternal(href) ? externalLinkProps : {})} {...rest}>
      {children}
      {isExternal(href) ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
