import { describe, expect, it } from 'vitest';
import { postHref, postIdFromUrl } from '../../site/lib/post-href.ts';

const at = (address: string) => new URL(address, 'https://example.test');

describe('postHref', () => {
  it('is the post\'s own pre-rendered page, with the id encoded', () => {
    expect(postHref('spring-maintenance')).toBe('/blog/spring-maintenance');
    expect(postHref('a b&c')).toBe('/blog/a%20b%26c');
  });
});

describe('postIdFromUrl', () => {
  it('reads the id from /blog/{id}, with or without a trailing slash', () => {
    expect(postIdFromUrl(at('/blog/spring-maintenance'))).toBe('spring-maintenance');
    expect(postIdFromUrl(at('/blog/a%20b%26c/'))).toBe('a b&c');
  });

  it('still reads the older /blog?post={id}', () => {
    expect(postIdFromUrl(at('/blog?post=kitchen-renovation'))).toBe('kitchen-renovation');
  });

  it('names no post for the list, a deeper path or a malformed escape', () => {
    expect(postIdFromUrl(at('/blog'))).toBeNull();
    expect(postIdFromUrl(at('/blog/'))).toBeNull();
    expect(postIdFromUrl(at('/blog/x/article.json'))).toBeNull();
    expect(postIdFromUrl({ pathname: '/blog/%E0%A4%A', search: '' })).toBeNull();
  });
});
