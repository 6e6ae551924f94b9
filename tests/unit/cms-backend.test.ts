import { describe, expect, it } from 'vitest';
import { cmsBackend } from '../../pipeline/cms/cms-backend.ts';

describe('the live CMS backend from site.yaml', () => {
  it('is Netlify\'s Git Gateway when site.yaml names no cms block', () => {
    expect(cmsBackend(undefined)).toEqual({ name: 'git-gateway' });
  });

  it('is GitHub through the login proxy, whose address becomes Decap\'s base_url and auth_endpoint', () => {
    expect(cmsBackend({ repo: 'ridgeline/website', loginProxy: 'https://cms-login.example.com/oauth/' })).toEqual({
      name: 'github', repo: 'ridgeline/website', branch: 'main', base_url: 'https://cms-login.example.com', auth_endpoint: 'oauth',
    });
  });

  it('keeps a named branch, and Decap\'s own auth path when the proxy address has none', () => {
    expect(cmsBackend({ repo: 'ridgeline/website', branch: 'live', loginProxy: 'https://login.example.com' })).toEqual({
      name: 'github', repo: 'ridgeline/website', branch: 'live', base_url: 'https://login.example.com',
    });
  });
});
