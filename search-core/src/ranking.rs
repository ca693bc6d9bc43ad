//! Every weight that decides the order of results, in one place: how much each field counts,
//! how much a term reached other than exactly counts, how synonyms, quiet words and coverage
//! of the query weigh. BM25 itself (k1, b) is tantivy's, in `bm25.rs`, so that the indexer's
//! cross-check holds.

/// How much a match in the title, the headings and the body counts: readers expect a word in
/// the title to matter more than the same word deep in the body.
pub const TITLE_BOOST: f32 = 3.0;
pub const HEADINGS_BOOST: f32 = 2.0;
pub const BODY_BOOST: f32 = 1.0;

/// How much a term counts when reached other than exactly: through the folded form of a word
/// typed with diacritics, by completing the last word, or by forgiving a typo. Exact
/// matches rank first.
pub const ALIAS_FACTOR: f32 = 0.9;
pub const PREFIX_FACTOR: f32 = 0.8;
pub const PREFIX_OF_WHOLE_FACTOR: f32 = 0.4;
pub const FUZZY_FACTOR: f32 = 0.6;
/// How much a synonym's match counts against the typed word's, and how close it may come to
/// the pages holding the word typed: below the lowest of them; for the phrase the pages use,
/// below the best; for a reader's phrase, the factor alone. A group's words mean the same to a
/// reader, and the ceiling already keeps their pages below the word typed, so the factor takes
/// little more off: at 0.7 a page holding the synonym lost to pages holding only the other,
/// commoner words of the query ("niezależność seniora" found the companionship article first).
pub const SYNONYM_FACTOR: f32 = 0.9;
pub const SYNONYM_CEILING: f32 = 0.95;
/// How much the words of a phrase the synonyms know count in a page holding only some of them.
pub const PART_OF_PHRASE_FACTOR: f32 = 0.25;
/// How much more a document counts whose title holds every word of a query of two or more.
pub const WHOLE_QUERY_IN_TITLE_FACTOR: f32 = 1.1;
/// How strongly a document's share of the typed words it answers weighs on its score.
pub const COORDINATION: i32 = 1;

/// How much a quiet word ([`crate::quiet`]) counts against the other words of a query.
pub const QUIET_FACTOR: f32 = 0.25;
