import { createContext, useContext } from 'react';
import type { ShellProps } from '../page-props.ts';
import type { NavPosition } from '../lib/main-nav.ts';

export const ShellContext = createContext<ShellProps | null>(null);

/** Site facts and navigation for any component, without passing them through every page. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <App>');
  return shell;
}

export const NavPositionContext = createContext<NavPosition | null>(null);

/** Where the visitor is, for the header, the footer and their menus (see NavPosition). */
export function useNavPosition(): NavPosition {
  const position = useContext(NavPositionContext);
  if (!position) throw new Error('useNavPosition must be used inside <App>');
  return position;
}
