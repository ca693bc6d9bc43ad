// Unit tests (Node's test runner): the English and Polish interface resources have the same keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

/** Keys as dotted paths; plural suffixes are dropped because Polish has more forms. */
function keys(value: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) for (const key of keys(v, prefix ? `${prefix}.${k}` : k)) out.add(key);
  } else {
    out.add(prefix.replace(/_(one|few|many|other)$/, ''));
  }
  return out;
}

test('English and Polish have the same interface keys', () => {
  assert.deepEqual([...keys(pl)].sort(), [...keys(en)].sort());
});
