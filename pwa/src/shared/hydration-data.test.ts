// Unit tests (Node's test runner): the pre-renderer's side of sending content once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dehydrate } from './hydration-data.ts';

const body = '<p>Care at home, planned with the family &amp; reviewed every month.</p>\n<h2>Next</h2>';
const lead = "Families ask what it costs: here's how our prices work <today>.";
const escapedLead = 'Families ask what it costs: here&#x27;s how our prices work &lt;today&gt;.';

test('a body shown as inner HTML and a lead shown as text become references to their elements', () => {
  const html = `<article><p class="lead">${escapedLead}</p><div class="prose">${body}</div></article>`;
  const out = dehydrate(html, { article: { title: 'Costs', excerpt: lead, html: body } });
  assert.deepEqual(out.data, { article: { title: 'Costs', excerpt: { $h: 0, t: 1 }, html: { $h: 1, t: 0 } } });
  assert.equal(
    out.html,
    `<article><p class="lead" data-h="0">${escapedLead}</p><div class="prose" data-h="1">${body}</div></article>`,
  );
  assert.ok(!JSON.stringify(out.data).includes('reviewed every month'));
});

test('strings the page does not show whole, or that are short, stay in the data', () => {
  const long = 'A sentence long enough to be worth a reference, but shown only in part.';
  const html = `<p>Intro: <!-- -->${long}</p><img src="x" alt=""/>${long}</div><p>Short one</p>`;
  const data = { a: long, b: 'Short one', n: 3, list: [long, null] };
  assert.deepEqual(dehydrate(html, data), { html, data });
});

test('a string after a closing tag is not a whole element', () => {
  const long = 'Text after an inline element is not the whole content of its parent.';
  const html = `<p><strong>Note</strong>${long}</p>`;
  assert.deepEqual(dehydrate(html, { s: long }).data, { s: long });
});

test('the same string twice in the data shares one reference', () => {
  const long = 'An excerpt that both the article and its card in a list carry in the data.';
  const out = dehydrate(`<p>${long}</p>`, { a: long, cards: [{ excerpt: long }] });
  assert.deepEqual(out.data, { a: { $h: 0, t: 1 }, cards: [{ excerpt: { $h: 0, t: 1 } }] });
  assert.equal(out.html, `<p data-h="0">${long}</p>`);
});

test('a string shown only inside <noscript> stays in the data, since scripts never see it', () => {
  const note = 'The estimator needs JavaScript; the tables below show how we price care.';
  const html = `<noscript><p class="notice">${note}</p></noscript><p>${note}</p>`;
  const out = dehydrate(html, { note });
  assert.deepEqual(out.data, { note: { $h: 0, t: 1 } });
  assert.equal(out.html, `<noscript><p class="notice">${note}</p></noscript><p data-h="0">${note}</p>`);
  assert.deepEqual(dehydrate(`<noscript><p>${note}</p></noscript>`, { note }).data, { note });
});
