// Unit tests (Node's test runner): the linked-banner snippet escapes whatever it is given.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bannerSnippet } from './snippet.ts';

const banner = {
  href: 'https://marigoldcare.example/contact',
  imageUrl: 'https://marigoldcare.example/brand/hero-1200x400.svg',
  alt: 'Compassionate Home Care You Can Trust',
  width: 1200,
  height: 400,
};

test('the snippet is one link around the hosted image, opening in a new tab with noopener', () => {
  assert.equal(
    bannerSnippet(banner),
    '<a href="https://marigoldcare.example/contact" target="_blank" rel="noopener">' +
      '<img src="https://marigoldcare.example/brand/hero-1200x400.svg" alt="Compassionate Home Care You Can Trust" ' +
      'width="1200" height="400" style="max-width:100%;height:auto;border:0"></a>',
  );
});

test('quotes, angle brackets and ampersands in the link and alt text become entities', () => {
  const snippet = bannerSnippet({
    ...banner,
    href: `https://example.org/?q="><script>alert(1)</script>&x='1'`,
    alt: `Dementia & Alzheimer's "Support"`,
  });
  assert.ok(
    snippet.includes('href="https://example.org/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&#39;1&#39;"'),
    snippet,
  );
  assert.ok(snippet.includes('alt="Dementia &amp; Alzheimer&#39;s &quot;Support&quot;"'), snippet);
  assert.equal(snippet.match(/</g)?.length, 3, 'only the <a>, <img> and </a> tags remain');
});
