// Unit tests (Node's test runner): the English and Polish interface strings have the same keys,
// in the pages' files and in each set of strings only some screens use; and every label that
// content/routes.toml gives the header's menu and the footer is one of the pages' strings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import enStaff from './locales/en.staff.json' with { type: 'json' };
import plStaff from './locales/pl.staff.json' with { type: 'json' };
import enBlog from './locales/en.blog.json' with { type: 'json' };
import plBlog from './locales/pl.blog.json' with { type: 'json' };
import enContact from './locales/en.contact.json' with { type: 'json' };
import plContact from './locales/pl.contact.json' with { type: 'json' };
import footer from '#generated/data/footer.json' with { type: 'json' };
import { routes } from '../shared/paths.ts';
import enNeeds from './locales/en.needs.json' with { type: 'json' };
import plNeeds from './locales/pl.needs.json' with { type: 'json' };

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

for (const [name, enSet, plSet] of [
  ['staff', enStaff, plStaff],
  ['contact', enContact, plContact],
  ['blog', enBlog, plBlog],
  ['needs', enNeeds, plNeeds],
] as const) {
  test(`English and Polish have the same ${name} keys, and none another file has`, () => {
    assert.deepEqual([...keys(plSet)].sort(), [...keys(enSet)].sort());
    const others = [en, enStaff, enContact, enBlog, enNeeds].filter((file) => file !== enSet);
    const shared = Object.keys(enSet).filter((k) => others.some((file) => k in file));
    assert.deepEqual(shared, [], 'a top-level key in two files would be overwritten when they merge');
  });
}

test('every menu and footer label in content/routes.toml is an interface string', () => {
  const known = keys(en);
  const labels = [
    ...routes.filter((r) => r.menu).map((r) => `nav.${r.key}`),
    ...footer.flatMap((column) => [column.heading, ...column.links.map((l) => l.label)]),
  ];
  assert.deepEqual(
    labels.filter((label) => !known.has(label)),
    [],
  );
});
