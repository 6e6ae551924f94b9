import { messageAt } from '../message-at.ts';
import { suggestionOr } from '../../messages/suggest.ts';
import { fileOf, filesOf, type CheckRule } from '../rule.ts';

/** Every post's category is one of the blog's categories. */
export const blogCategoriesRule: CheckRule = {
  name: 'blog-categories',
  check(input) {
    const blog = fileOf(input, 'blog');
    if (!blog) return [];
    const categories: string[] = blog.data.categories;
    return filesOf(input, 'post')
      .filter(({ data }) => !categories.includes(data.category))
      .map(({ file, data }) => messageAt(file, '/category', 'ref/blog-category', `"${data.category}" is not a blog category${suggestionOr(data.category, categories, `the categories are listed in data/blog.yaml: ${categories.join(', ')}`)}`));
  },
};
