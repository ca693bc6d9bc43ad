//! The exported index: what the indexer writes and the browser module reads.
//!
//! Compact by design: the term dictionary is a front-coded sorted list (gzip shrinks it
//! much further than an FST), postings are
//! delta- and varint-encoded, field norms are tantivy's one-byte codes, and no document text
//! is stored (excerpt text is a separate file per document, fetched only for the results
//! shown). A checksum over the whole file refuses a damaged or truncated file before anything
//! is parsed, and the parser checks every length and document number it reads.
//!
//! Layout (all integers LEB128 varints unless noted):
//! `MGSI` · version (u32 LE) · FNV-1a 32 of the rest (u32 LE) · lang (u8) · doc count ·
//! per document: kind and weight (u8: the kind's number, plus 4 × quarters taken off its
//! weight), url, title, category (strings: length + UTF-8; empty = none) ·
//! per field: total tokens, one field-norm byte per document · terms, sorted and front-coded
//! (count, then per term: bytes shared with the previous one, the rest as a string; numbered
//! in order) · per term: a bit mask of the fields it occurs in, then per such
//! field the posting count and, per posting, doc delta × 2 + (1 if tf is 1), then tf if not 1 ·
//! alias keys, front-coded the same way · per alias: count, then per term its number less the
//! alias key's place among the terms, zigzag-encoded (a key sorts beside its term) · synonym
//! group count · synonym keys (each member's terms joined by spaces), front-coded · per key:
//! its group × 2, plus 1 if it is the group's `site` · per key of two or more words, in key
//! order: where its words stand side by side, encoded as a term's postings.

mod read;
mod write;

use crate::dictionary::Dictionary;
use crate::synonyms::Synonyms;
use crate::{Error, Lang};

/// Bumped whenever the layout changes, so an old file is refused rather than misread.
pub const FORMAT_VERSION: u32 = 7;
const MAGIC: &[u8; 4] = b"MGSI";
const HEADER_LEN: usize = 12;

/// One language's index as the indexer builds it: the documents and, per field, the inverted
/// index tantivy built.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexFile {
    pub lang: Lang,
    pub docs: Vec<Doc>,
    /// Indexed by [`Field::index`].
    pub fields: Vec<FieldIndex>,
    /// Index terms reached from the form a word takes when typed without diacritics: folding
    /// before stemming gives a different term for some Polish words (`zrodla` stems unlike
    /// `źródła`), so the indexer records, for every word of the content, the term its folded
    /// form stems to and the term the word is indexed under.
    pub aliases: Vec<(String, Vec<String>)>,
    /// Synonym groups (`content/search/synonyms.<lang>.toml`). A key belongs to one group; a
    /// later duplicate is dropped.
    pub synonyms: Vec<SynonymGroup>,
    /// Where the synonyms' phrases stand, sorted by key. A key of two or more words not listed
    /// here stands nowhere.
    pub phrases: Vec<PhrasePostings>,
}

/// Where a synonym key of two or more words stands in the documents: per field, the documents
/// holding its words side by side, and how often. The index keeps no word positions, so these
/// let a phrase count only where it is a phrase ("care home" is not "home care").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PhrasePostings {
    pub key: String,
    /// Indexed by [`Field::index`], doc ascending.
    pub fields: [Vec<Posting>; 3],
}

/// One synonym group, its members as analysed keys: a member's index terms joined by single
/// spaces (see [`crate::synonyms`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SynonymGroup {
    /// The word or phrase the pages use, as written and as typed without diacritics.
    pub site: Vec<String>,
    /// The words and phrases a reader may type for it.
    pub also: Vec<String>,
}

/// A searchable document: an article, a page, a service or an FAQ answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Doc {
    pub kind: DocKind,
    /// Site path, with `#fragment` where the document is part of a page.
    pub url: String,
    pub title: String,
    /// Category key (articles only).
    pub category: Option<String>,
    /// How much its matches count, in quarters: 4 for every page but those `content/routes.toml`
    /// gives a lower `search_weight` (the legal pages, which share everyday words such as
    /// "keep" and "forget" with the pages a family is looking for).
    pub weight: u8,
}

/// A document's full weight, in quarters.
pub const FULL_WEIGHT: u8 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocKind {
    Article,
    Page,
    Service,
    Faq,
}

impl DocKind {
    const ALL: [DocKind; 4] = [
        DocKind::Article,
        DocKind::Page,
        DocKind::Service,
        DocKind::Faq,
    ];

    pub fn parse(s: &str) -> Option<DocKind> {
        DocKind::ALL.into_iter().find(|k| k.name() == s)
    }

    pub fn name(self) -> &'static str {
        match self {
            DocKind::Article => "article",
            DocKind::Page => "page",
            DocKind::Service => "service",
            DocKind::Faq => "faq",
        }
    }
}

/// The indexed fields, in the order of [`IndexFile::fields`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Title,
    Headings,
    Body,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::Title, Field::Headings, Field::Body];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Field::Title => "title",
            Field::Headings => "headings",
            Field::Body => "body",
        }
    }

    /// How much a match in this field counts (set in [`crate::ranking`]).
    pub fn boost(self) -> f32 {
        match self {
            Field::Title => crate::ranking::TITLE_BOOST,
            Field::Headings => crate::ranking::HEADINGS_BOOST,
            Field::Body => crate::ranking::BODY_BOOST,
        }
    }
}

/// One field's inverted index, as tantivy stored it.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldIndex {
    /// Sum of all documents' token counts in this field (BM25's average length).
    pub total_tokens: u64,
    /// Per document, tantivy's one-byte code of the field's token count.
    pub fieldnorm_ids: Vec<u8>,
    /// Sorted by term.
    pub terms: Vec<TermPostings>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TermPostings {
    pub term: String,
    pub postings: Vec<Posting>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub doc: u32,
    pub tf: u32,
}

/// Per-field figures BM25 needs.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldStats {
    pub total_tokens: u64,
    pub fieldnorm_ids: Vec<u8>,
}

/// A loaded index, as the searcher reads it.
pub struct Index {
    pub lang: Lang,
    pub docs: Vec<Doc>,
    pub fields: [FieldStats; 3],
    /// Every term of any field; a term's number is its position.
    pub terms: Dictionary,
    /// Per term number, per field, its postings (doc ascending).
    pub postings: Vec<[Vec<Posting>; 3]>,
    /// Folded-and-stemmed forms; an alias's number is its position.
    pub aliases: Dictionary,
    /// Per alias number, the term numbers it stands for.
    pub alias_terms: Vec<Vec<u32>>,
    pub synonyms: Synonyms,
}

/// FNV-1a, 32 bits: enough to tell a damaged file from a good one, and tiny in wasm.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}
