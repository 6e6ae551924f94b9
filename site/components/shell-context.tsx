import { createContext, useContext } from 'react';
import type { ShellProps } from '../page-props.ts';

export const ShellContext = createContext<ShellProps | null>(null);

/** Site facts and navigation for any component, without passing them through every page. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <App>');
  return shell;
}
