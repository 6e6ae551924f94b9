import type { LucideIconData } from 'lucide-react';

// lucide-react's icon modules (`lucide-react/icons/<name>`) export their shape data beside the component, but its
// type declarations name only the component. Every icon module shares one declaration file, so this augments them all.
declare module 'lucide-react/dist/lucide-icon.mjs' {
  export const __iconData: LucideIconData;
}
