import type { ComponentType } from 'react';
import type { PageName, PagePropsMap } from './page-props.ts';

/**
 * Code-split page modules: the client loads only the current page's code. Kept apart from the route table, which the
 * build reads without loading React or any page.
 */
export const pageModules: { [P in PageName]: () => Promise<{ default: ComponentType<PagePropsMap[P]> }> } = {
  home: () => import('./pages/home-page.tsx'),
  directory: () => import('./pages/directory-page.tsx'),
  category: () => import('./pages/category-page.tsx'),
  process: () => import('./pages/process-page.tsx'),
  packages: () => import('./pages/packages-page.tsx'),
  'service-area': () => import('./pages/service-area-page.tsx'),
  about: () => import('./pages/about-page.tsx'),
  careers: () => import('./pages/careers-page.tsx'),
  team: () => import('./pages/team-page.tsx'),
  blog: () => import('./pages/blog-page.tsx'),
  faq: () => import('./pages/faq-page.tsx'),
  contact: () => import('./pages/contact-page.tsx'),
  sitemap: () => import('./pages/sitemap-page.tsx'),
  legal: () => import('./pages/legal-page.tsx'),
  'mobile-services': () => import('./pages/mobile-services-page.tsx'),
  'not-found': () => import('./pages/not-found-page.tsx'),
  form: () => import('./pages/form-page.tsx'),
  'thank-you': () => import('./pages/thank-you-page.tsx'),
};
