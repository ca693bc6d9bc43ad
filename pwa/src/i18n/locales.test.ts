// Unit tests (Node's test runner): the English and Polish interface strings have the same keys,
// in the pages' files and in the staff pages' files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import enStaff from './locales/en.staff.json' with { type: 'json' };
import plStaff from './locales/pl.staff.json' with { type: 'json' };

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

test('English and Polish have the same staff page keys, and none a page file has', () => {
  assert.deepEqual([...keys(plStaff)].sort(), [...keys(enStaff)].sort());
  const shared = Object.keys(enStaff).filter((k) => k in en);
  assert.deepEqual(shared, [], 'a top-level key in both files would be overwritten when they merge');
});
