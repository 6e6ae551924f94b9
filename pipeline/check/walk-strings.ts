/**
 * Calls `visit` with every string in `value`, a function that gives its JSON pointer (made only when asked for, for a
 * message), and the keys that lead to it (both valid only while `visit` runs).
 */
export function walkStrings(value: unknown, visit: (text: string, pointer: () => string, keys: readonly string[]) => void): void {
  const keys: string[] = [];
  const pointer = () => keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  const walk = (node: unknown): void => {
    if (typeof node === 'string') visit(node, pointer, keys);
    else if (node && typeof node === 'object') {
      for (const [k, item] of Object.entries(node)) {
        keys.push(k);
        walk(item);
        keys.pop();
      }
    }
  };
  walk(value);
}
