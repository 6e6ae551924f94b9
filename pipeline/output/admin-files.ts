import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { Staging } from './staging.ts';
import { pageAssets } from '../render/page-assets.ts';
import { adminConfigYaml, adminIndexHtml, adminSetupScript, type SetupConfig, CMS_CONFIG, CMS_SCRIPT, CMS_SETUP_SCRIPT } from '../cms/admin-page.ts';

export interface AdminFilesInput {
  staging: Staging;
  root: string;
  /** Vite's client bundles, whose stylesheets the CMS preview uses. */
  clientDir: string;
  /** The CMS configuration (pipeline/cms/cms-config.ts). */
  config: Record<string, unknown>;
  siteName: string;
}

/**
 * /admin/, the editors' CMS: its page, its generated config, the preview's stylesheets, and Decap's script with the
 * chunks and WebAssembly it loads from beside itself (the source maps stay out). Only this page loads any of it: no
 * public page links to /admin/ or loads a byte of the CMS, and the sitemap lists routes only.
 */
export function writeAdminFiles({ staging, root, clientDir, config, siteName }: AdminFilesInput): string[] {
  const decapDir = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('decap-cms/package.json')), 'dist');
  const shipped = readdirSync(decapDir).filter((name) => name === CMS_SCRIPT || name.endsWith(`.${CMS_SCRIPT}`) || name.endsWith('.wasm'));
  for (const name of shipped) staging.write(`admin/${name}`, readFileSync(path.join(decapDir, name)));
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  staging.write('admin/index.html', adminIndexHtml(siteName, (config.local_backend as { url: string }).url));
  staging.write(`admin/${CMS_CONFIG}`, adminConfigYaml(config));
  staging.write(`admin/${CMS_SETUP_SCRIPT}`, adminSetupScript(pageAssets(manifest, '').css, config as unknown as SetupConfig));
  return ['admin/index.html', `admin/${CMS_CONFIG}`, `admin/${CMS_SETUP_SCRIPT}`, `admin/${CMS_SCRIPT} (+${shipped.length - 1} chunks)`];
}
